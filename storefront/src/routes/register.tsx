import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RegisterScreen, useToast } from '@tienda/ui';
import { splitFullName, type RegistrationValues } from '@tienda/domain';
import { accountApi } from '../api/account';
import { ApiError, serverMessage } from '../api/http';
import { VisitorOnly } from '../app/guards';
import { startResendLock } from '../app/resendLock';
import { noIndexHead } from '../app/pageHead';

/**
 * '/register' (spec §4 Registration): create the account, sign in with the password just chosen,
 * save name and CUIL, then birthday and phone, then verify the e-mail. The page holds on to the
 * shopper until the calls are done. The sign-up answers the same for an e-mail that already has an
 * account (its owner is mailed instead): then the password does not sign in, and the page shows
 * what it shows anyone, the verify-email screen saying a mail went to that address.
 */
export const meta = () => noIndexHead('Crear cuenta');

export default function RegisterRoute() {
  const navigate = useNavigate();
  const { show } = useToast();
  const [state, setState] = useState<{ submitting: boolean; error: string | null }>({ submitting: false, error: null });

  const register = async ({ name, email, cuil, phone, birthday, password }: RegistrationValues) => {
    setState({ submitting: true, error: null });
    try {
      await accountApi.signUp(email, password);
      await accountApi.logIn(email, password);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // As for a new account: a mail went to that address, and another may be asked for in 60 s.
        startResendLock();
        return navigate('/verify-email', { replace: true, state: { checkMail: email } });
      }
      const message = serverMessage(error, 'No pudimos crear tu cuenta. Intenta de nuevo.');
      show(message, 'critical');
      return setState({ submitting: false, error: message });
    }
    // The sign-up sent the first code.
    startResendLock();
    try {
      await accountApi.firstData({ ...splitFullName(name), cuil });
    } catch (error) {
      show(serverMessage(error, 'Error en datos de usuario'), 'critical');
    }
    try {
      await accountApi.secondData({ birthday, phone });
    } catch (error) {
      show(serverMessage(error, 'Error al iniciar sesión'), 'critical');
    }
    // Whatever part of the profile failed is asked again after the e-mail is verified.
    navigate('/verify-email', { replace: true });
  };

  return (
    <VisitorOnly hold={state.submitting}>
      <RegisterScreen {...state} onSubmit={(values) => void register(values)} />
    </VisitorOnly>
  );
}
