import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Stack, Text } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Text y Heading',
  component: Text,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <Stack space="small">
      <Heading level="1">Explora nuestros productos</Heading>
      <Heading level="2">Productos recomendados</Heading>
      <Heading level="3">Resumen de compra</Heading>
      <Heading level="4">Información personal</Heading>
      <Text size="large">Las mejores ofertas, desde tu hogar</Text>
      <Text>Recibe préstamos, compra productos, obtén descuentos y más beneficios</Text>
      <Text size="small" tone="muted">Precio sin impuestos nacionales</Text>
      <Text size="xsmall" tone="muted">*Sujeto a riesgo crediticio</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Explora nuestros productos');
    const headings = canvas.getAllByRole('heading');
    await expect(headings.map((h) => h.tagName)).toEqual(['H1', 'H2', 'H3', 'H4']);
  },
};

export const Tones: Story = {
  render: () => (
    <Stack space="xsmall">
      <Text tone="neutral">Neutro: el texto de siempre</Text>
      <Text tone="muted">Secundario: $ 899.999,00 al contado</Text>
      <Text tone="brand" weight="bold">Marca: 6 cuotas fijas</Text>
      <Text tone="success" weight="bold">Éxito: GRATIS</Text>
      <Text tone="warning" weight="bold">Aviso: PENDIENTE</Text>
      <Text tone="critical" weight="bold">Error: Introduce un nombre.</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Introduce un nombre.')).toBeVisible();
  },
};

export const LongNameClampedToTwoLines: Story = {
  render: () => (
    <div style={{ width: 180 }}>
      <Text maxLines={2} weight="medium">
        Smartphone Samsung Galaxy A55 5G 256 GB 8 GB RAM Azul Hielo con cargador rápido de 25 W incluido
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByText(/Smartphone Samsung/);
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

export const TabularPrices: Story = {
  render: () => (
    <Stack space="none">
      <Text tabular weight="bold">$ 1.111.111,11</Text>
      <Text tabular weight="bold">$ 8.888.888,88</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const a = canvas.getByText('$ 1.111.111,11').getBoundingClientRect().width;
    const b = canvas.getByText('$ 8.888.888,88').getBoundingClientRect().width;
    // Tabular figures: both prices take the same width.
    await expect(Math.abs(a - b)).toBeLessThan(0.5);
  },
};
