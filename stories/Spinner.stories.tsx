import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, Stack } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const ShippingQuote: Story = {
  args: { label: 'Calculando costo de envío...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Calculando costo de envío...');
  },
};

export const LabelHidden: Story = {
  args: { labelHidden: true, size: 'large' },
  play: async ({ canvas }) => {
    // Still announced, though only the ring is seen.
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" space="large" alignItems="center">
      <Spinner size="small" labelHidden />
      <Spinner size="standard" labelHidden />
      <Spinner size="large" labelHidden />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};
