import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Box, Button, EmptyState } from '@tienda/ui';

/** What a page that failed to load or render shows: a plain way out, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box padding="large">
      <EmptyState
        headingLevel="1"
        tone="critical"
        role="alert"
        title={missing ? 'No encontramos esta página' : 'Algo salió mal'}
        description={missing ? 'Revisa la dirección o vuelve al inicio del back office.' : 'Vuelve a cargar la página; si sigue pasando, avísale al equipo técnico.'}
        actions={<Button onClick={() => window.location.assign('/admin')}>Ir al inicio</Button>}
      />
    </Box>
  );
}
