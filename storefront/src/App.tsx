import { Box, Button, Heading, Stack, Text } from '@tienda/ui';

/**
 * The storefront shell until the routes of issue 4 land: the home page's
 * opening banner, so `npm start` shows the shop's face built from `ui`.
 */
export function App() {
  return (
    <Box as="main" paddingX="medium" paddingY="xxlarge">
      <Stack space="large" alignItems="center" textAlign="center">
        <Heading level="1">Las mejores ofertas, desde tu hogar</Heading>
        <Text size="large" tone="muted">
          Recibe préstamos, compra productos, obtén descuentos y más beneficios
        </Text>
        <Button size="large" onClick={() => document.getElementById('root')?.scrollIntoView()}>
          Explorar productos
        </Button>
      </Stack>
    </Box>
  );
}
