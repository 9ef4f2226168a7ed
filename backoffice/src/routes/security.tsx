import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPasswordChange, TotpEnrolment } from '@tienda/domain';
import { StaffSecurityScreen } from '@tienda/ui';
import { securityApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { keys, securityQuery } from '../app/queries';
import { StaffPage, useStaff } from '../app/StaffArea';

/** /admin/seguridad: the signed-in member's second factor and password, whatever their role. */
export default function Security() {
  const { staff } = useStaff();
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery());
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();

  const start = useMutation({ mutationFn: securityApi.startTotp, onSuccess: (answer) => setEnrolment(answer) });
  const confirm = useMutation({
    mutationFn: securityApi.confirmTotp,
    onSuccess: (answer) => {
      // The secret leaves the screen; the codes show this once.
      setEnrolment(undefined);
      setRecoveryCodes(answer.recoveryCodes);
      void queryClient.invalidateQueries({ queryKey: keys.security });
    },
  });
  const change = useMutation({ mutationFn: (values: StaffPasswordChange) => securityApi.changePassword(values) });
  const totpFailure = confirm.isError ? confirm.error : start.isError ? start.error : null;

  return (
    <StaffPage title="Seguridad">
      <StaffSecurityScreen
        email={staff.email}
        security={security.data}
        loadError={security.isError ? serverMessage(security.error, 'No pudimos cargar la seguridad de tu cuenta.') : null}
        onRetry={() => void security.refetch()}
        enrolment={enrolment}
        recoveryCodes={recoveryCodes}
        totpStatus={start.isPending ? 'starting' : confirm.isPending ? 'confirming' : 'idle'}
        totpError={totpFailure ? serverMessage(totpFailure, 'No pudimos activar la verificación. Intenta de nuevo.') : null}
        onStartEnrolment={() => {
          confirm.reset();
          start.mutate();
        }}
        onConfirmCode={(code) => confirm.mutate(code)}
        onDismissRecoveryCodes={() => setRecoveryCodes(undefined)}
        onChangePassword={(values) => change.mutate(values)}
        passwordStatus={change.isPending ? 'saving' : change.isError ? 'refused' : change.isSuccess ? 'done' : 'idle'}
        passwordMessage={change.isSuccess ? change.data.message : change.isError ? serverMessage(change.error, 'No pudimos cambiar la contraseña. Intenta de nuevo.') : null}
      />
    </StaffPage>
  );
}
