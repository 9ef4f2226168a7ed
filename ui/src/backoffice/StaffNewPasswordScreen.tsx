import { AuthCard } from '../components/AuthCard';
import { Button } from '../components/Button';
import { FormFailure } from '../components/Field';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import * as styles from '../screens/authScreens.css';
import { STAFF_PASSWORD_HINT, validateNewStaffPassword, type NewPasswordValues } from './staffPasswordFields';

export type StaffNewPasswordScreenProps = {
  /** The account's e-mail: the new password may not hold it. */
  email: string;
  /** Called with the new password once it follows the rule and is typed twice alike. */
  onSubmit: (newPassword: string) => void;
  submitting?: boolean;
  error?: string | null;
};

/** The log-in's last step after an admin's reset: the temporary password is traded for one of the person's own. */
export function StaffNewPasswordScreen({ email, onSubmit, submitting = false, error = null }: StaffNewPasswordScreenProps) {
  const { bind, submit } = useFormFields<NewPasswordValues>({ newPassword: '', repeatPassword: '' }, (values) => validateNewStaffPassword(values, email));
  return (
    <AuthCard title="Elige una contraseña nueva" intro="Ingresaste con una contraseña temporal. Elige una que solo tú conozcas para continuar.">
      <Stack as="form" space="medium" noValidate onSubmit={submit(({ newPassword }) => onSubmit(newPassword))} aria-busy={submitting || undefined}>
        <Stack as="fieldset" space="medium" disabled={submitting} className={styles.fields}>
          <TextField label="Contraseña nueva" type="password" autoComplete="new-password" hint={STAFF_PASSWORD_HINT} {...bind('newPassword')} />
          <TextField label="Repite la contraseña nueva" type="password" autoComplete="new-password" {...bind('repeatPassword')} />
        </Stack>
        {error && <FormFailure>{error}</FormFailure>}
        <Button type="submit" fullWidth loading={submitting} loadingLabel="Guardando...">
          Guardar y entrar
        </Button>
      </Stack>
    </AuthCard>
  );
}
