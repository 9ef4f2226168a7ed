import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffCodeStepScreen, StaffLogInScreen, StaffNewPasswordScreen } from '@tienda/ui';
import type { LoginValues, StaffLogIn, StaffLogInStep } from '@tienda/domain';
import { authApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { SHOP_NAME } from '../app/company';
import { returnPath, useSignedIn } from '../app/session';

/** A step of the log-in still to take, with the token that stands for what was given before. */
type Pending = { step: StaffLogInStep; stepToken: string; email: string };
type Call = { kind: 'password'; values: LoginValues } | { kind: 'code'; code: string } | { kind: 'new-password'; newPassword: string };

const OFFLINE = 'No pudimos iniciar sesión. Revisa tu conexión e intenta de nuevo.';

/**
 * /admin/ingresar: the staff's log-in — the password, then the authenticator's code and, after an
 * admin's reset, a new password, as the account asks; afterwards, back to the page that asked for it.
 */
export default function LogIn() {
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const logIn = useMutation({
    mutationFn: async (call: Call): Promise<{ answer: StaffLogIn; email: string }> => {
      if (call.kind === 'password') return { answer: await authApi.logIn(call.values.email, call.values.password), email: call.values.email };
      if (!pending) throw new Error('sin paso pendiente');
      const answer = call.kind === 'code' ? await authApi.code(pending.stepToken, call.code) : await authApi.newPassword(pending.stepToken, call.newPassword);
      return { answer, email: pending.email };
    },
    onSuccess: ({ answer, email }) => {
      if (answer.step && answer.stepToken) {
        setPending({ step: answer.step, stepToken: answer.stepToken, email });
        return;
      }
      setPending(null);
      // Who is signed in is asked again: a colleague may have used this tab before.
      queryClient.removeQueries();
      navigate(returnPath(search), { replace: true });
    },
    onError: (failure) => {
      const message = serverMessage(failure, OFFLINE);
      // A step that ran out (or a wait imposed on the account) starts over from the password.
      if (pending && /Vuelve a iniciar sesión|Demasiados intentos/.test(message)) setPending(null);
      setError(message);
    },
  });
  const send = (call: Call) => {
    setError(null);
    logIn.mutate(call);
  };

  useEffect(() => {
    document.title = `Ingresar · Back office · ${SHOP_NAME}`;
  }, []);

  if (signedIn && logIn.isIdle) return <Navigate to={returnPath(search)} replace />;
  if (pending?.step === 'code') {
    return (
      <StaffCodeStepScreen
        submitting={logIn.isPending}
        error={error}
        onSubmit={(code) => send({ kind: 'code', code })}
        onBack={() => {
          setPending(null);
          setError(null);
        }}
      />
    );
  }
  if (pending?.step === 'new-password') {
    return <StaffNewPasswordScreen email={pending.email} submitting={logIn.isPending} error={error} onSubmit={(newPassword) => send({ kind: 'new-password', newPassword })} />;
  }
  return <StaffLogInScreen submitting={logIn.isPending} error={error} onSubmit={(values) => send({ kind: 'password', values })} />;
}
