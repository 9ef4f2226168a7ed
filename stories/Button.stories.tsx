import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShoppingCart } from 'lucide-react';
import { Button, Stack } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Button',
  component: Button,
  args: { children: 'Agregar al carrito', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Agregar al carrito' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  args: { children: 'Continuar compra' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuar compra' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" space="small" flexWrap="wrap" alignItems="center">
      <Button {...args} variant="primary">Comprar</Button>
      <Button {...args} variant="secondary">Explorar productos</Button>
      <Button {...args} variant="ghost">Cancelar</Button>
      <Button {...args} variant="critical">Eliminar cuenta</Button>
      <Button {...args} icon={<ShoppingCart size={18} />}>Agregar al carrito</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" space="small" alignItems="center">
      <Button {...args} size="small">Pequeño</Button>
      <Button {...args} size="standard">Estándar</Button>
      <Button {...args} size="large">Grande</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('button');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(large!.getBoundingClientRect().height);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Finalizar y compartir por WhatsApp' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Procesando\.\.\./ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Finalizar y compartir por WhatsApp')).not.toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Continuar' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthMobile: Story = {
  args: { fullWidth: true, children: 'Continuar compra' },
  parameters: { snapshot: { widths: [390] } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continuar compra' });
    const root = within(canvasElement).getByRole('button').parentElement!;
    await expect(button.getBoundingClientRect().width).toBe(root.getBoundingClientRect().width);
  },
};
