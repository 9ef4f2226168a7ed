import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { validatePassword } from '@tienda/domain';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FieldError } from '../Field';
import { TextField } from '../TextField';
import { form } from './ChangePasswordDialog.css';

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

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';
const emptyValues: Record<Field, string> = { currentPassword: '', newPassword: '', repeatPassword: '' };

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
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
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const openChange = (next: boolean) => {
    setOpen(next);
    // Passwords are never kept around once the dialog is gone.
    if (!next) {
      setValues(emptyValues);
      setErrors({});
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = (Object.keys(emptyValues) as Field[]).find((field) => found[field]);
    if (first) {
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    try {
      await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      openChange(false);
    } catch {
      // The storefront says why through `error`.
    }
  };

  const bind = (field: Field) => ({
    name: field,
    type: 'password',
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => {
      setValues((before) => ({ ...before, [field]: value }));
      setErrors((before) => ({ ...before, [field]: undefined }));
    },
  });

  return (
    <Dialog title="Cambiar contraseña" open={open} onOpenChange={openChange} trigger={trigger}>
      <form className={form} onSubmit={submit} noValidate>
        <TextField label="Contraseña actual" autoComplete="current-password" {...bind('currentPassword')} />
        <TextField label="Nueva contraseña" hint="Entre 6 y 20 caracteres." autoComplete="new-password" {...bind('newPassword')} />
        <TextField label="Repetí la nueva contraseña" autoComplete="new-password" {...bind('repeatPassword')} />
        {error && <FieldError id={errorId}>{error}</FieldError>}
        <Button type="submit" loading={submitting} loadingLabel="Guardando...">
          Cambiar contraseña
        </Button>
      </form>
    </Dialog>
  );
}
