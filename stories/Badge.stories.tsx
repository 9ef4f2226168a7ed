import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, Stack } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Badge',
  component: Badge,
  args: { children: '3' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartCount: Story = {
  args: { 'aria-label': '3 productos en el carrito' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('3 productos en el carrito')).toHaveTextContent('3');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" space="small" flexWrap="wrap">
      <Badge tone="brand">Nuevo</Badge>
      <Badge tone="neutral">Hogar</Badge>
      <Badge tone="success">GRATIS</Badge>
      <Badge tone="warning">PENDIENTE</Badge>
      <Badge tone="critical">Sin Stock</Badge>
      <Badge tone="info">APROBADO CON CUPO</Badge>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Every state says itself in words, not only in colour.
    for (const word of ['GRATIS', 'PENDIENTE', 'Sin Stock', 'APROBADO CON CUPO']) {
      await expect(canvas.getByText(word)).toBeVisible();
    }
  },
};

export const LargeCount: Story = {
  args: { children: '128' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('128');
    await expect(badge.getBoundingClientRect().width).toBeGreaterThan(badge.getBoundingClientRect().height);
  },
};
