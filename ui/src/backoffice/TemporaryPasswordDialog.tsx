import { validateStaffPassword, type StaffMember } from '@tienda/domain';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import { STAFF_PASSWORD_HINT } from './staffPasswordFields';

export type TemporaryPasswordDialogProps = {
  /** Whose password is reset. */
  member: Pick<StaffMember, 'name' | 'email'>;
  /** Called with the temporary password once it follows the staff's rule; the dialog then closes. */
  onSubmit: (temporaryPassword: string) => void;
  onClose: () => void;
};

/**
 * An admin's reset: a temporary password for someone who forgot theirs. They are signed out
 * everywhere, and the next log-in with it asks them for one of their own.
 */
export function TemporaryPasswordDialog({ member, onSubmit, onClose }: TemporaryPasswordDialogProps) {
  const { bind, submit } = useFormFields({ temporaryPassword: '' }, ({ temporaryPassword }) => {
    const problem = validateStaffPassword(temporaryPassword, member.email);
    return problem ? { temporaryPassword: problem } : {};
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Contraseña temporal"
      description={`${member.name} saldrá de todas sus sesiones y, al ingresar con esta contraseña, tendrá que elegir una nueva. Dásela en persona o por un medio seguro.`}
    >
      <Stack
        as="form"
        space="medium"
        noValidate
        onSubmit={submit(({ temporaryPassword }) => {
          onSubmit(temporaryPassword);
          onClose();
        })}
      >
        <TextField label="Contraseña temporal" type="text" autoComplete="off" hint={STAFF_PASSWORD_HINT} {...bind('temporaryPassword')} />
        <Box display="flex" gap="small" justifyContent="flex-end">
          <Button type="button" variant="ghost" onClick={onClose}>
            Volver
          </Button>
          <Button type="submit">Guardar contraseña temporal</Button>
        </Box>
      </Stack>
    </Dialog>
  );
}
