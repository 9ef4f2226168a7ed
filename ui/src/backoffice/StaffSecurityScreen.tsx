import { useEffect, useState } from 'react';
import { CircleCheck, KeyRound, ShieldCheck } from 'lucide-react';
import { validateTotpCode, type FieldErrors, type StaffPasswordChange, type StaffSecurity, type TotpEnrolment } from '@tienda/domain';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { FormFailure } from '../components/Field';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import * as styles from './security.css';
import { STAFF_PASSWORD_HINT, validateNewStaffPassword } from './staffPasswordFields';

export type StaffSecurityScreenProps = {
  /** The signed-in member's e-mail: a new password may not hold it. */
  email: string;
  /** Whether the second factor is on, and how many recovery codes are left; undefined while it travels. */
  security?: Pick<StaffSecurity, 'totpEnabled' | 'recoveryCodesLeft'>;
  loadError?: string | null;
  onRetry?: () => void;
  /** The secret being enrolled (after 'Activar'), until a code confirms it. */
  enrolment?: Pick<TotpEnrolment, 'secret' | 'qrCode'>;
  /** The recovery codes, shown once right after the confirmation. */
  recoveryCodes?: readonly string[];
  /** 'starting' while a secret is asked for, 'confirming' while a code travels. */
  totpStatus?: 'idle' | 'starting' | 'confirming';
  /** The server's refusal of the code. */
  totpError?: string | null;
  onStartEnrolment: () => void;
  onConfirmCode: (code: string) => void;
  /** 'Ya los guardé': the codes leave the screen for good. */
  onDismissRecoveryCodes: () => void;
  onChangePassword: (change: StaffPasswordChange) => void;
  /** The password change: `saving`, then `done` or `refused` with the server's `passwordMessage`. */
  passwordStatus?: 'idle' | 'saving' | 'done' | 'refused';
  passwordMessage?: string | null;
};

/** The secret in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Enrolment({
  enrolment,
  totpStatus,
  totpError,
  onConfirmCode,
}: Required<Pick<StaffSecurityScreenProps, 'enrolment'>> & Pick<StaffSecurityScreenProps, 'totpStatus' | 'totpError' | 'onConfirmCode'>) {
  const { bind, submit } = useFormFields({ code: '' }, ({ code }) => {
    const problem = validateTotpCode(code);
    return problem ? { code: problem } : {};
  });
  const confirming = totpStatus === 'confirming';
  return (
    <Stack space="medium">
      <Text weight="bold">1. Escanea este código QR con tu aplicación de autenticación.</Text>
      <img className={styles.qrCode} src={enrolment.qrCode} alt="Código QR para agregar tu cuenta a la aplicación de autenticación" />
      <Stack space="xxsmall">
        <Text size="small" tone="muted">
          ¿No puedes escanearlo? Escribe esta clave en la aplicación:
        </Text>
        <Text className={styles.copyable} data-testid="totp-secret">
          {grouped(enrolment.secret)}
        </Text>
      </Stack>
      <Text weight="bold">2. Ingresa el código de 6 dígitos que muestra la aplicación.</Text>
      <Stack as="form" space="medium" noValidate className={styles.narrow} onSubmit={submit(({ code }) => onConfirmCode(code.trim()))} aria-busy={confirming || undefined}>
        <TextField label="Código de 6 dígitos" autoComplete="one-time-code" inputMode="numeric" disabled={confirming} {...bind('code')} />
        {totpError && <FormFailure>{totpError}</FormFailure>}
        <Box>
          <Button type="submit" loading={confirming} loadingLabel="Confirmando...">
            Confirmar y activar
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

function RecoveryCodes({ codes, onDismiss }: { codes: readonly string[]; onDismiss: () => void }) {
  return (
    <Stack space="medium">
      <Box display="flex" alignItems="center" gap="xsmall">
        <CircleCheck size={20} aria-hidden="true" />
        <Text tone="success" weight="medium">
          Verificación en dos pasos activada.
        </Text>
      </Box>
      <Text>
        Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve una sola vez para ingresar si no tienes tu teléfono.
        No los volveremos a mostrar.
      </Text>
      <ol className={styles.codeList} aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code}>
            <span className={styles.copyable}>{code}</span>
          </li>
        ))}
      </ol>
      <Box>
        <Button onClick={onDismiss}>Ya los guardé</Button>
      </Box>
    </Stack>
  );
}

function SecondFactor(props: StaffSecurityScreenProps) {
  const { security, loadError, onRetry, enrolment, recoveryCodes, totpStatus = 'idle', onStartEnrolment, onDismissRecoveryCodes } = props;
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDismiss={onDismissRecoveryCodes} />;
  if (enrolment) return <Enrolment {...props} enrolment={enrolment} />;
  if (loadError) {
    return (
      <Stack space="small">
        <FormFailure>{loadError}</FormFailure>
        {onRetry && (
          <Box>
            <Button variant="secondary" onClick={onRetry}>
              Reintentar
            </Button>
          </Box>
        )}
      </Stack>
    );
  }
  if (!security) return <Text tone="muted">Cargando...</Text>;
  if (security.totpEnabled) {
    return (
      <Stack space="small">
        <Box>
          <Badge tone="success">Activa</Badge>
        </Box>
        <Text>
          Al ingresar te pedimos el código de tu aplicación.{' '}
          {security.recoveryCodesLeft === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${security.recoveryCodesLeft} códigos de recuperación.`}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack space="medium">
      <Text>
        Además de tu contraseña, al ingresar te pediremos un código de 6 dígitos de una aplicación de autenticación (Google Authenticator,
        Microsoft Authenticator, Authy u otra).
      </Text>
      {props.totpError && <FormFailure>{props.totpError}</FormFailure>}
      <Box>
        <Button onClick={onStartEnrolment} loading={totpStatus === 'starting'} loadingLabel="Preparando...">
          Activar verificación en dos pasos
        </Button>
      </Box>
    </Stack>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; repeatPassword: string };
const noPasswords: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

function PasswordChange({ email, onChangePassword, passwordStatus = 'idle', passwordMessage }: StaffSecurityScreenProps) {
  const { bind, submit, reset } = useFormFields<PasswordValues>(noPasswords, (values) => {
    const errors: FieldErrors<PasswordValues> = validateNewStaffPassword(values, email);
    if (values.currentPassword === '') errors.currentPassword = 'Introduce tu contraseña actual.';
    return errors;
  });
  const [sent, setSent] = useState(false);
  const saving = passwordStatus === 'saving';
  // Passwords are not kept on the screen once changed.
  useEffect(() => {
    if (sent && passwordStatus === 'done') {
      reset();
      setSent(false);
    }
    if (passwordStatus === 'refused') setSent(false);
  }, [sent, passwordStatus, reset]);

  return (
    <Stack
      as="form"
      space="medium"
      noValidate
      className={styles.narrow}
      aria-busy={saving || undefined}
      onSubmit={submit(({ currentPassword, newPassword }) => {
        setSent(true);
        onChangePassword({ currentPassword, newPassword });
      })}
    >
      <TextField label="Contraseña actual" type="password" autoComplete="current-password" disabled={saving} {...bind('currentPassword')} />
      <TextField label="Contraseña nueva" type="password" autoComplete="new-password" hint={STAFF_PASSWORD_HINT} disabled={saving} {...bind('newPassword')} />
      <TextField label="Repite la contraseña nueva" type="password" autoComplete="new-password" disabled={saving} {...bind('repeatPassword')} />
      {/* In the page from the start, so that the server's answer is announced when it arrives. */}
      <div role="status">
        {passwordStatus === 'done' && passwordMessage && (
          <Box display="flex" alignItems="center" gap="xsmall">
            <CircleCheck size={20} aria-hidden="true" />
            <Text tone="success" weight="medium">
              {passwordMessage}
            </Text>
          </Box>
        )}
      </div>
      {passwordStatus === 'refused' && passwordMessage && <FormFailure>{passwordMessage}</FormFailure>}
      <Box>
        <Button type="submit" loading={saving} loadingLabel="Guardando...">
          Cambiar contraseña
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * '/admin/seguridad': the signed-in member's own credentials — the second factor (enrolment with a QR
 * and the secret in text, confirmed by a code; the recovery codes shown once) and the password change.
 */
export function StaffSecurityScreen(props: StaffSecurityScreenProps) {
  return (
    <Stack space="large">
      <Card title="Verificación en dos pasos" titleSize="4" icon={<ShieldCheck size={20} aria-hidden="true" />}>
        <SecondFactor {...props} />
      </Card>
      <Card title="Cambiar contraseña" titleSize="4" icon={<KeyRound size={20} aria-hidden="true" />}>
        <PasswordChange {...props} />
      </Card>
    </Stack>
  );
}
