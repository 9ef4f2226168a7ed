import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Card, StaffLayout, Text } from '@tienda/ui';
import { adminStaff, operatorStaff } from './fixtures/staffLayout';
import { onNavigate, RouterLink } from './fixtures/router';

const meta = {
  title: 'Piezas/StaffLayout',
  component: StaffLayout,
  args: {
    LinkComponent: RouterLink,
    staff: adminStaff,
    current: 'orders',
    title: 'Pedidos',
    onSignOut: fn(),
    children: (
      <Card>
        <Text>El contenido de la página.</Text>
      </Card>
    ),
  },
  parameters: { layout: 'fullscreen', snapshot: { page: true, widths: [1280] } },
} satisfies Meta<typeof StaffLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const allSections = [
  'Inicio',
  'Pedidos',
  'Arrepentimientos',
  'Facturas',
  'Productos',
  'Categorías y marcas',
  'Banners',
  'Cupones',
  'Líneas de crédito',
  'Personal',
  'Registro de cambios',
];

export const Admin: Story = {
  args: { actions: <Button>Exportar</Button> },
  play: async ({ canvas, args }) => {
    onNavigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pedidos');
    await expect(canvas.getByRole('button', { name: 'Exportar' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Back office' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(allSections);
    // The current section is marked, for everyone.
    await expect(nav.getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    const bar = within(canvas.getByRole('banner'));
    await expect(bar.getByText('Lucía Fernández')).toBeVisible();
    await expect(bar.getByText('Administrador')).toBeVisible();
    // The links go through the app's router.
    await userEvent.click(nav.getByRole('link', { name: 'Registro de cambios' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/registro-de-cambios');
    await userEvent.click(canvas.getByRole('link', { name: 'Tienda Back office' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Operator: Story = {
  args: { staff: operatorStaff, current: 'withdrawals', title: 'Arrepentimientos' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Back office' }));
    // The daily work only: orders, withdrawals, invoices and stock; the catalogue's set-up, the marketing, the staff and the audit are admins'.
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(allSections.slice(0, 5));
    for (const name of ['Categorías y marcas', 'Banners', 'Cupones', 'Líneas de crédito', 'Personal']) {
      await expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    await expect(nav.getByRole('link', { name: 'Arrepentimientos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('banner')).getByText('Operador')).toBeVisible();
  },
};

export const KeyboardOrder: Story = {
  play: async ({ canvas }) => {
    // From the top: 'Saltar al contenido' (past eleven sections), the mark, 'Cerrar sesión', then the sections in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Tienda Back office' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveFocus();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cerrando sesión...' })).toBeDisabled();
  },
};

export const NarrowMenu: Story = {
  parameters: { snapshot: { page: true, widths: [390] } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menú' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Folded under 1024 px: the sections wait behind the menu button.
    await expect(canvas.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    const closeMenu = canvas.getByRole('button', { name: 'Cerrar menú' });
    await expect(closeMenu).toHaveAttribute('aria-expanded', 'true');
    const nav = within(canvas.getByRole('navigation', { name: 'Back office' }));
    await expect(nav.getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText('Lucía Fernández')).toBeVisible();
    // 'Cerrar sesión' lives in the menu at this width.
    await expect(nav.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    // Closes by the same button, by keyboard.
    closeMenu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    // Left open for the photo.
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
  },
};

export const WithSecurityLink: Story = {
  args: { securityHref: '/admin/seguridad' },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    // Every member's own page, beside 'Cerrar sesión' and out of the sections.
    const bar = within(canvas.getByRole('banner'));
    await userEvent.click(bar.getByRole('link', { name: 'Seguridad' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/seguridad');
    const nav = within(canvas.getByRole('navigation', { name: 'Back office' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(allSections);
  },
};
