import { useState, type FormEvent } from 'react';
import { CODE_LENGTH, validateEmailCode } from '@tienda/domain';
import { AuthCard } from '../components/AuthCard';
import { Button } from '../components/Button';
import { CodeInput } from '../components/CodeInput';
import { Stack } from '../components/Stack';
import * as styles from './authScreens.css';

export type VerifyEmailScreenProps = {
  /** Where the code was sent, to say so. */
  email?: string;
  /** Called with the five digits (spec §5 E-mail code). */
  onSubmit: (code: string) => void;
  /** While the code is checked: the boxes freeze and the button says 'Verificando...'. */
  verifying?: boolean;
  /** The server's message or 'El codigo es incorrecto', under the boxes until the code changes. */
  error?: string | null;
  onResend: () => void;
  /** Seconds left before another code may be asked for (the storefront counts the 60 s down); 0 = now. */
  resendInSeconds?: number;
  /** While the resend call travels. */
  resending?: boolean;
  /** A code that came in the link ('/verify-email/{code}'), shown in the boxes. */
  initialCode?: string;
};

/** 'm:ss', how a countdown reads. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** '/verify-email': the five-digit code sent by e-mail, and a new one once the lock runs out. */
export function VerifyEmailScreen({
  email,
  onSubmit,
  verifying = false,
  error = null,
  onResend,
  resendInSeconds = 0,
  resending = false,
  initialCode = '',
}: VerifyEmailScreenProps) {
  const [code, setCode] = useState(initialCode);
  const [incomplete, setIncomplete] = useState<string | null>(null);
  // The server's verdict is about the code it judged: once the person edits it, it no longer applies.
  const [judged, setJudged] = useState(initialCode);
  const shownError = incomplete ?? (code === judged ? error : null);
  const locked = resendInSeconds > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailCode(code);
    setIncomplete(problem);
    if (problem) return;
    setJudged(code);
    onSubmit(code);
  };

  return (
    <AuthCard
      title="Verifica tu correo electrónico"
      intro={
        email ? (
          <>
            Te enviamos un código de {CODE_LENGTH} números a <strong>{email}</strong>. Escríbelo para activar tu cuenta.
          </>
        ) : (
          `Te enviamos un código de ${CODE_LENGTH} números por correo electrónico. Escríbelo para activar tu cuenta.`
        )
      }
    >
      <Stack as="form" space="medium" noValidate onSubmit={submit} aria-busy={verifying || undefined}>
        <CodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            setIncomplete(null);
          }}
          error={shownError ?? undefined}
          disabled={verifying}
        />
        <Button type="submit" fullWidth loading={verifying} loadingLabel="Verificando...">
          Verificar
        </Button>
      </Stack>
      <Stack space="small">
        <p className={styles.note}>¿No te llegó? Revisa la carpeta de correo no deseado o pide otro código.</p>
        <Button variant="secondary" fullWidth onClick={onResend} disabled={locked} loading={resending} loadingLabel="Reenviando...">
          Reenviar código
        </Button>
        {locked && (
          <p className={styles.note}>
            Puedes pedir otro código en <time dateTime={`PT${resendInSeconds}S`}>{clock(resendInSeconds)}</time>
          </p>
        )}
      </Stack>
    </AuthCard>
  );
}
