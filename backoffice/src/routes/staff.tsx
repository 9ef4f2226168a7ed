import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewStaff, StaffChange } from '@tienda/domain';
import { StaffAccountsScreen } from '@tienda/ui';
import { staffApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { refusalOf } from '../app/failures';
import { keys, staffQuery } from '../app/queries';
import { StaffPage, useStaff } from '../app/StaffArea';

type Call =
  | { kind: 'create'; values: NewStaff }
  | { kind: 'change'; id: number; change: StaffChange }
  | { kind: 'reset-password'; id: number; temporaryPassword: string };

function callServer(call: Call) {
  if (call.kind === 'create') return staffApi.create(call.values);
  if (call.kind === 'change') return staffApi.update(call.id, call.change);
  return staffApi.resetPassword(call.id, call.temporaryPassword);
}

/** Where a refusal about a new account is shown, by the words of the server's sentence. */
const ACCOUNT_FIELDS = { email: /correo/i, name: /nombre/i, password: /contraseña/i, role: /rol/i } as const;

/** /admin/personal: the staff accounts; an admin opens, changes and closes them. */
export default function Staff() {
  const { staff: me } = useStaff();
  const queryClient = useQueryClient();
  const staff = useQuery(staffQuery());
  const save = useMutation({
    mutationFn: callServer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.staff });
    },
  });
  const refusal =
    save.isError && save.variables.kind === 'create'
      ? refusalOf(save.error, 'No pudimos crear la cuenta. Intenta de nuevo.', ACCOUNT_FIELDS)
      : { errors: {}, failure: save.isError ? serverMessage(save.error, 'No pudimos guardar el cambio. Intenta de nuevo.') : null };

  return (
    <StaffPage title="Personal">
      <StaffAccountsScreen
        staff={staff.data?.staff}
        loadError={staff.isError ? serverMessage(staff.error, 'No pudimos cargar las cuentas del personal.') : null}
        onRetry={() => void staff.refetch()}
        currentStaffId={me.id}
        onCreate={(values) => save.mutate({ kind: 'create', values })}
        onChange={(id, change) => save.mutate({ kind: 'change', id, change })}
        onResetPassword={(id, temporaryPassword) => save.mutate({ kind: 'reset-password', id, temporaryPassword })}
        status={save.isPending ? 'saving' : save.isError ? 'refused' : save.isSuccess ? 'done' : 'idle'}
        errors={refusal.errors}
        message={save.isSuccess ? save.data.message : (refusal.failure ?? (save.isError ? serverMessage(save.error, '') : null))}
      />
    </StaffPage>
  );
}
