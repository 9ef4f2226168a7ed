import { useId, useState, type ReactElement } from 'react';
import { validatePassword, type FieldErrors } from '@tienda/domain';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FieldError } from '../Field';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { useFormFields } from '../../forms';

export type PasswordChange = { currentPassword: string; newPassword: string };

export type ChangePasswordDialogProps = {
  /** Resolve to close the dialog; reject (and pass `error`) to keep it open with what was typed. */
  onSubmit: (change: PasswordChange) => Promise<unknown> | void;
  submitting?: boolean;
  /** The server's refusal, e.g. a wrong current password. */
  error?: string | null;
  /** The element that opens it. */
  trigger: ReactElement;
};

type Passwords = { currentPassword: string; newPassword: string; repeatPassword: string };
const emptyValues: Passwords = { currentPassword: '', newPassword: '', repeatPassword: '' };

function validate(values: Passwords): FieldErrors<Passwords> {
  const errors: FieldErrors<Passwords> = {};
  // The current one was valid when it was chosen: only its absence is checked here.
  if (values.currentPassword === '') errors.currentPassword = 'Introduce una contraseña.';
  const newMessage = validatePassword(values.newPassword);
  if (newMessage) errors.newPassword = newMessage;
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = 'Las contraseñas no coinciden.';
  return errors;
}

/** 'Cambiar contraseña': the current password, the new one with the sign-up rule, and its repetition. */
export function ChangePasswordDialog({ onSubmit, submitting = false, error, trigger }: ChangePasswordDialogProps) {
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const { bind, submit, reset } = useFormFields(emptyValues, validate, { errors: 'untilEdited' });

  const openChange = (next: boolean) => {
    setOpen(next);
    // Passwords are never kept around once the dialog is gone.
    if (!next) reset();
  };

  const send = async ({ currentPassword, newPassword }: Passwords) => {
    try {
      await onSubmit({ currentPassword, newPassword });
      openChange(false);
    } catch {
      // The storefront says why through `error`.
    }
  };

  return (
    <Dialog title="Cambiar contraseña" open={open} onOpenChange={openChange} trigger={trigger}>
      <Stack as="form" space="medium" onSubmit={submit(send)} noValidate>
        <TextField label="Contraseña actual" type="password" autoComplete="current-password" {...bind('currentPassword')} />
        <TextField label="Nueva contraseña" type="password" hint="Entre 6 y 20 caracteres." autoComplete="new-password" {...bind('newPassword')} />
        <TextField label="Repite la nueva contraseña" type="password" autoComplete="new-password" {...bind('repeatPassword')} />
        {error && <FieldError id={errorId}>{error}</FieldError>}
        <Button type="submit" loading={submitting} loadingLabel="Guardando...">
          Cambiar contraseña
        </Button>
      </Stack>
    </Dialog>
  );
}
