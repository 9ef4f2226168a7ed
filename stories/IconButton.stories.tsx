import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { IconButton, Stack } from '@tienda/ui';

const meta = {
  title: 'Primitivas/IconButton',
  component: IconButton,
  args: { label: 'Agregar al carrito', icon: <ShoppingCart size={20} />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas, args }) => {
    // The name comes from `label`, not from the icon.
    const button = canvas.getByRole('button', { name: 'Agregar al carrito' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" space="small">
      <IconButton {...args} variant="primary" label="Agregar al carrito" icon={<ShoppingCart size={20} />} />
      <IconButton {...args} variant="secondary" label="Sumar uno" icon={<Plus size={20} />} />
      <IconButton {...args} variant="ghost" label="Restar uno" icon={<Minus size={20} />} />
      <IconButton {...args} variant="critical" label="Quitar del carrito" icon={<Trash2 size={20} />} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Agregar al carrito', 'Sumar uno', 'Restar uno', 'Quitar del carrito']) {
      const button = canvas.getByRole('button', { name });
      // Touch target of at least 44 × 44 px.
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Sumar uno', icon: <Plus size={20} /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sumar uno' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agregar al carrito' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
