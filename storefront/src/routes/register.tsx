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
 * '/register' (spec §4 Registration): create the account, save name and CUIL, then birthday and
 * phone, then verify the e-mail. The page holds on to the shopper until the three calls are done.
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
    } catch (error) {
      const message = error instanceof ApiError && error.status === 409 ? 'El usuario ya existe' : serverMessage(error, 'No pudimos crear tu cuenta. Intenta de nuevo.');
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
