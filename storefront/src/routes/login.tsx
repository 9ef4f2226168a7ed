import { useState } from 'react';
import { LoginScreen, useToast } from '@tienda/ui';
import { accountApi } from '../api/account';
import { serverMessage } from '../api/http';
import { VisitorOnly } from '../app/guards';
import { GoogleSignInButton, useGoogleClientId } from '../app/GoogleSignIn';
import { noIndexHead } from '../app/pageHead';

const SIGNED_IN = 'Sesión iniciada correctamente';

/** '/login': once the tokens are kept, the guard takes the member where they were going. */
export const meta = () => noIndexHead('Ingresar');

export default function LoginRoute() {
  const { show } = useToast();
  const googleClientId = useGoogleClientId();
  const [state, setState] = useState<{ submitting: boolean; error: string | null }>({ submitting: false, error: null });

  const signIn = async (call: () => Promise<unknown>, fallback: string) => {
    setState({ submitting: true, error: null });
    try {
      await call();
      show(SIGNED_IN, 'success');
    } catch (error) {
      const message = serverMessage(error, fallback);
      setState({ submitting: false, error: message });
      show(message, 'critical');
    }
  };

  return (
    <VisitorOnly>
      <LoginScreen
        {...state}
        onSubmit={({ email, password }) => void signIn(() => accountApi.logIn(email, password), 'Error al iniciar sesión')}
        googleSignIn={
          googleClientId && (
            <GoogleSignInButton
              clientId={googleClientId}
              onCredential={(idToken) => void signIn(() => accountApi.logInWithGoogle(idToken), 'Error al iniciar sesión con Google')}
            />
          )
        }
      />
    </VisitorOnly>
  );
}
