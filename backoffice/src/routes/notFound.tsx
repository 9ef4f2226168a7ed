import { ButtonLink, EmptyState, staffPaths } from '@tienda/ui';
import { StaffPage } from '../app/StaffArea';

export default function NotFound() {
  return (
    <StaffPage title="Página no encontrada">
      <EmptyState
        title="No encontramos esta página del back office."
        description="Revisa la dirección o elige una sección del menú."
        actions={<ButtonLink href={staffPaths.dashboard}>Volver al inicio</ButtonLink>}
      />
    </StaffPage>
  );
}
