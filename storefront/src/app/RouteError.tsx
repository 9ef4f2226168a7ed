import { useRouteError } from 'react-router';
import { Button, Heading, Stack, Text } from '@tienda/ui';

/**
 * What a person sees if a page fails to load or breaks (a new version was deployed, the
 * connection dropped): a way forward, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Stack as="main" space="medium" padding="xlarge" alignItems="center" textAlign="center">
      <Heading level="1">No pudimos mostrar esta página</Heading>
      <Text tone="muted">Revisa tu conexión e intenta de nuevo.</Text>
      <Button onClick={() => window.location.reload()}>Reintentar</Button>
    </Stack>
  );
}
