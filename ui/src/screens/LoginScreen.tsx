import type { ReactNode } from 'react';
import { validateLogin, type LoginValues } from '@tienda/domain';
import { AuthCard } from '../components/AuthCard';
import { FormFailure } from '../components/Field';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { Link } from '../components/Link';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import { shopPaths } from '../paths';
import * as styles from './authScreens.css';

export type LoginScreenProps = {
  /** Called with the e-mail and password once both are typed (spec §5 Login). */
  onSubmit: (values: LoginValues) => void;
  /** While the log-in call travels: the fields freeze and the button says 'Ingresando...'. */
  submitting?: boolean;
  /** The server's message, or 'Error al iniciar sesión'; the typed values stay. */
  error?: string | null;
  /**
   * The Google sign-in button, rendered by the storefront (it owns Google's script) only when a
   * client id is configured; without it the screen shows no 'o' divider either.
   */
  googleSignIn?: ReactNode;
};

/** '/login': e-mail and password, the optional Google button, and the way to sign up. */
export function LoginScreen({ onSubmit, submitting = false, error = null, googleSignIn }: LoginScreenProps) {
  const { bind, submit } = useFormFields<LoginValues>({ email: '', password: '' }, validateLogin);
  return (
    <AuthCard
      title="Iniciar sesión"
      intro="Ingresa con tu cuenta para comprar con tu préstamo y seguir tus pedidos."
      footer={
        <>
          ¿No tienes cuenta? <Link href={shopPaths.register}>Crear cuenta</Link>
        </>
      }
    >
      <Stack as="form" space="medium" noValidate onSubmit={submit(onSubmit)} aria-busy={submitting || undefined}>
        <Stack as="fieldset" space="medium" disabled={submitting} className={styles.fields}>
          <TextField label="Correo electrónico" type="email" autoComplete="email" {...bind('email')} />
          <TextField label="Contraseña" type="password" autoComplete="current-password" {...bind('password')} />
        </Stack>
        {/* The spec shows this line without an action: resetting a password is not offered yet. */}
        <p className={styles.note}>¿Olvidaste tu contraseña?</p>
        {error && <FormFailure>{error}</FormFailure>}
        <Button type="submit" fullWidth loading={submitting} loadingLabel="Ingresando...">
          Ingresar
        </Button>
      </Stack>
      {googleSignIn && (
        <>
          <p className={styles.divider}>o</p>
          <Box display="flex" justifyContent="center">
            {googleSignIn}
          </Box>
        </>
      )}
    </AuthCard>
  );
}
