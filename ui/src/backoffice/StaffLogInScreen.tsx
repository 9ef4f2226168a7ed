import { validateLogin, type LoginValues } from '@tienda/domain';
import { AuthCard } from '../components/AuthCard';
import { Button } from '../components/Button';
import { FormFailure } from '../components/Field';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import * as styles from '../screens/authScreens.css';

export type StaffLogInScreenProps = {
  /** Called with the e-mail and password once both are typed. */
  onSubmit: (values: LoginValues) => void;
  /** While the log-in call travels: the fields freeze and the button says 'Ingresando...'. */
  submitting?: boolean;
  /** The server's refusal ('Correo o contraseña incorrectos.'); the typed values stay. */
  error?: string | null;
};

/**
 * '/admin/ingresar': the back office's own door, without the shop's header — the staff's e-mail
 * and password, the same checks and pieces as the shop's log-in.
 */
export function StaffLogInScreen({ onSubmit, submitting = false, error = null }: StaffLogInScreenProps) {
  const { bind, submit } = useFormFields<LoginValues>({ email: '', password: '' }, validateLogin);
  return (
    <AuthCard title="Back office" intro="Ingresa con tu cuenta del personal de la tienda.">
      <Stack as="form" space="medium" noValidate onSubmit={submit(onSubmit)} aria-busy={submitting || undefined}>
        <Stack as="fieldset" space="medium" disabled={submitting} className={styles.fields}>
          <TextField label="Correo electrónico" type="email" autoComplete="username" {...bind('email')} />
          <TextField label="Contraseña" type="password" autoComplete="current-password" {...bind('password')} />
        </Stack>
        {error && <FormFailure>{error}</FormFailure>}
        <Button type="submit" fullWidth loading={submitting} loadingLabel="Ingresando...">
          Ingresar
        </Button>
      </Stack>
    </AuthCard>
  );
}
