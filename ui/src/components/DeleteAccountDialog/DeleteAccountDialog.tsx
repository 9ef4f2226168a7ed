import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FieldError } from '../Field';
import { TextField } from '../TextField';
import { form } from '../ChangePasswordDialog/ChangePasswordDialog.css';

export type DeleteAccountDialogProps = {
  /** Called with the password that confirms it; resolve once the account is gone, reject to stay. */
  onConfirm: (password: string) => Promise<unknown> | void;
  deleting?: boolean;
  /** The server's refusal, e.g. a wrong password. */
  error?: string | null;
  /** The element that opens it. */
  trigger: ReactElement;
  /** Accounts that sign in with Google have no password to ask for. */
  passwordless?: boolean;
};

/**
 * 'Eliminar cuenta': says what goes and what stays, and asks for the password, so that a
 * device left signed in is not enough to close someone's account.
 */
export function DeleteAccountDialog({ onConfirm, deleting = false, error, trigger, passwordless = false }: DeleteAccountDialogProps) {
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setMissing(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '' && !passwordless) {
      setMissing(true);
      const input = event.currentTarget.elements.namedItem('password');
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    try {
      await onConfirm(password);
      openChange(false);
    } catch {
      // The storefront says why through `error`.
    }
  };

  return (
    <Dialog
      title="Eliminar cuenta"
      description="Se borrarán tus datos, tus direcciones y tus sesiones. Tus compras quedan registradas a nombre de quien las hizo. Esta acción no se puede deshacer."
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
    >
      <form className={form} onSubmit={submit} noValidate>
        {!passwordless && (
          <TextField
            label="Contraseña"
            name="password"
            type="password"
            autoComplete="current-password"
            hint="Escribí tu contraseña para confirmar."
            value={password}
            error={missing ? 'Introduce una contraseña.' : undefined}
            onValueChange={(value) => {
              setPassword(value);
              setMissing(false);
            }}
          />
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
        <Button type="submit" variant="critical" loading={deleting} loadingLabel="Eliminando...">
          Eliminar cuenta
        </Button>
      </form>
    </Dialog>
  );
}
