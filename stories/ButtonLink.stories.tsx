import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MessageCircle } from 'lucide-react';
import { ButtonLink, LinkComponentProvider, Stack, type LinkComponent } from '@tienda/ui';

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
    children: 'Escribinos por WhatsApp',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Escribinos por WhatsApp (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const onNavigate = fn();
const RouterLike: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onNavigate(href);
      onClick?.(event);
    }}
  />
);

export const ThroughTheAppsRouter: Story = {
  args: { href: '/payment', children: 'Continuar compra', fullWidth: true },
  decorators: [(Story) => <LinkComponentProvider linkComponent={RouterLike}><Story /></LinkComponentProvider>],
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continuar compra' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledOnce();
    await expect(onNavigate).toHaveBeenCalledWith('/payment');
  },
};
