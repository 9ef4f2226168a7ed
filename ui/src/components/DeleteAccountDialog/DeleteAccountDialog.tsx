import { useId, useState, type ReactElement } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FieldError } from '../Field';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { useFormFields } from '../../forms';

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
  const { bind, submit, reset } = useFormFields(
    { password: '' },
    ({ password }) => (password === '' && !passwordless ? { password: 'Introduce una contraseña.' } : {}),
    { errors: 'untilEdited' },
  );

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const send = async ({ password }: { password: string }) => {
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
      <Stack as="form" space="medium" onSubmit={submit(send)} noValidate>
        {!passwordless && (
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            hint="Escribe tu contraseña para confirmar."
            {...bind('password')}
          />
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
        <Button type="submit" variant="critical" loading={deleting} loadingLabel="Eliminando...">
          Eliminar cuenta
        </Button>
      </Stack>
    </Dialog>
  );
}
