import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MessageCircle } from 'lucide-react';
import { ButtonLink, Stack } from '@tienda/ui';
import { onNavigate, withRouter } from './fixtures/router';

const meta = {
  title: 'Primitivas/ButtonLink',
  component: ButtonLink,
  args: { href: '/explore', children: 'Explorar productos' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" space="small" flexWrap="wrap" alignItems="center">
      <ButtonLink {...args} />
      <ButtonLink {...args} variant="secondary" href="/register">Crear cuenta</ButtonLink>
      <ButtonLink {...args} variant="ghost" href="/login">Ingresar</ButtonLink>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Links, announced as links, that look like buttons.
    await expect(canvas.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Explorar productos' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const External: Story = {
  args: {
    href: 'https://wa.me/5491100000000',
    external: true,
    icon: <MessageCircle size={20} aria-hidden="true" />,
    children: 'Escríbenos por WhatsApp',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Escríbenos por WhatsApp (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ThroughTheAppsRouter: Story = {
  args: { href: '/payment', children: 'Continuar compra', fullWidth: true },
  decorators: [withRouter],
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continuar compra' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledOnce();
    await expect(onNavigate).toHaveBeenCalledWith('/payment');
  },
};
