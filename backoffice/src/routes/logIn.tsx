import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffLogInScreen } from '@tienda/ui';
import type { LoginValues } from '@tienda/domain';
import { authApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { SHOP_NAME } from '../app/company';
import { returnPath, useSignedIn } from '../app/session';

/** /admin/ingresar: the staff's log-in; afterwards, back to the page that asked for it. */
export default function LogIn() {
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const logIn = useMutation({
    mutationFn: ({ email, password }: LoginValues) => authApi.logIn(email, password),
    onSuccess: () => {
      // Who is signed in is asked again: a colleague may have used this tab before.
      queryClient.removeQueries();
      navigate(returnPath(search), { replace: true });
    },
    onError: (failure) => setError(serverMessage(failure, 'No pudimos iniciar sesión. Revisa tu conexión e intenta de nuevo.')),
  });

  useEffect(() => {
    document.title = `Ingresar · Back office · ${SHOP_NAME}`;
  }, []);

  if (signedIn && logIn.isIdle) return <Navigate to={returnPath(search)} replace />;
  return (
    <StaffLogInScreen
      submitting={logIn.isPending}
      error={error}
      onSubmit={(values) => {
        setError(null);
        logIn.mutate(values);
      }}
    />
  );
}
