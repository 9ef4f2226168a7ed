import { Button, Heading, Stack, Text } from '@tienda/ui';

/**
 * The pages of the account and checkout issues still to land (5 and 7): the route exists,
 * its guard works, and the shopper is told plainly instead of meeting a not-found page.
 */
export default function ComingSoonRoute() {
  return (
    <Stack space="medium" paddingY="xxlarge" alignItems="center" textAlign="center">
      <Heading level="1">Esta sección estará disponible muy pronto</Heading>
      <Text tone="muted">Mientras tanto, podés seguir explorando nuestros productos.</Text>
      <Button onClick={() => window.location.assign('/explore')}>Explorar productos</Button>
    </Stack>
  );
}
