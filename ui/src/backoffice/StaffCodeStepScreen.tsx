import { validateSecondFactorCode } from '@tienda/domain';
import { AuthCard } from '../components/AuthCard';
import { Button } from '../components/Button';
import { FormFailure } from '../components/Field';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import * as styles from '../screens/authScreens.css';

export type StaffCodeStepScreenProps = {
  /** Called with the code as typed (6 digits, or a recovery code). */
  onSubmit: (code: string) => void;
  /** 'Volver': back to the e-mail and password. */
  onBack: () => void;
  submitting?: boolean;
  /** The server's refusal ('El código no es correcto…'). */
  error?: string | null;
};

/**
 * The log-in's second step, after a right password: the authenticator's 6 digits, or one of the
 * recovery codes for a lost phone, in the same field.
 */
export function StaffCodeStepScreen({ onSubmit, onBack, submitting = false, error = null }: StaffCodeStepScreenProps) {
  const { bind, submit } = useFormFields({ code: '' }, ({ code }) => {
    const problem = validateSecondFactorCode(code);
    return problem ? { code: problem } : {};
  });
  return (
    <AuthCard title="Verificación en dos pasos" intro="Ingresa el código de 6 dígitos que muestra tu aplicación de autenticación.">
      <Stack as="form" space="medium" noValidate onSubmit={submit(({ code }) => onSubmit(code.trim()))} aria-busy={submitting || undefined}>
        <Stack as="fieldset" space="medium" disabled={submitting} className={styles.fields}>
          <TextField
            label="Código"
            autoComplete="one-time-code"
            hint="¿No tienes tu teléfono? Ingresa uno de tus códigos de recuperación."
            {...bind('code')}
          />
        </Stack>
        {error && <FormFailure>{error}</FormFailure>}
        <Button type="submit" fullWidth loading={submitting} loadingLabel="Verificando...">
          Verificar
        </Button>
        <Button type="button" variant="ghost" fullWidth disabled={submitting} onClick={onBack}>
          Volver
        </Button>
      </Stack>
    </AuthCard>
  );
}
