import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, Button, Heading, Stack, Text, Toaster } from '@tienda/ui';
import { contact, shopName, visitorHeader } from './fixtures/shell';

/** A stand-in page: the shell does not care what it frames. */
const page = (
  <Stack space="medium">
    <Heading level="1">Explora nuestros productos</Heading>
    <Text>Aquí va la página: el marco la centra en la columna de la tienda.</Text>
  </Stack>
);

/** A stand-in for the explore filters that the storefront puts in the slot. */
const filterBar = (
  <Stack direction="row" space="xsmall" aria-label="Filtros" role="group">
    <Button variant="secondary" size="small">Categorías</Button>
    <Button variant="secondary" size="small">Precio</Button>
    <Button variant="secondary" size="small">Marcas</Button>
  </Stack>
);

const meta = {
  title: 'Pantallas/AppShell',
  component: AppShell,
  args: {
    shopName,
    header: visitorHeader(),
    footer: contact,
    currentSection: 'explore',
    children: page,
  },
  // The screen as a person sees it: on a phone the bottom navigation is fixed to its lower edge.
  parameters: { layout: 'fullscreen', snapshot: { widths: [1280], page: true } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    // Header, the page in its column, footer; the bottom navigation is for phones.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    const main = canvas.getByRole('main');
    const column = main.firstElementChild!.getBoundingClientRect();
    await expect(column.width).toBe(1280);
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().left).toBe(24);
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    // The first stop of the keyboard, shown when reached, takes the focus to the page.
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next tab goes into the page, past the header.
    await expect(window.location.hash).not.toBe('#contenido');
  },
};

export const Mobile: Story = {
  parameters: { snapshot: { widths: [390], page: true } },
  play: async ({ canvas }) => {
    // The bottom navigation, fixed to the screen's bottom edge, marks the section.
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(within(nav).getByRole('link', { name: 'Explorar' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileScrolledToTheEnd: Story = {
  parameters: { snapshot: { widths: [390], page: true } },
  play: async ({ canvas }) => {
    // The footer is always there on a phone, and the navigation never hides its end.
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const repentance = within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Botón de arrepentimiento' });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await expect(repentance.getBoundingClientRect().bottom).toBeLessThanOrEqual(nav.getBoundingClientRect().top);
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

/** On a phone the bar is not there (filters live behind the page's 'Filtros' button), whatever the page asks. */
export const WithFilterBarOnPhone: Story = {
  args: { showFilterBar: true, filterBar },
  parameters: { snapshot: { widths: [390], page: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Filtros' })).toBeNull();
  },
};

export const WithFilterBar: Story = {
  args: { showFilterBar: true, filterBar },
  parameters: { snapshot: { widths: [1280], page: true } },
  play: async ({ canvas }) => {
    // The filters sit between the header and the page.
    const bar = canvas.getByRole('group', { name: 'Filtros' }).getBoundingClientRect();
    await expect(bar.top).toBeGreaterThanOrEqual(canvas.getByRole('banner').getBoundingClientRect().bottom);
    await expect(bar.bottom).toBeLessThanOrEqual(canvas.getByRole('main').getBoundingClientRect().top);
  },
};

export const SignInPage: Story = {
  args: { showSearch: false, showFilterBar: false, filterBar, showFooter: false, currentSection: undefined },
  play: async ({ canvas }) => {
    // What the storefront leaves out on /login at desktop width: search, filters and the footer, whose
    // place the seller's line takes, so that the page still says who sells.
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Filtros' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Tienda de Crédito Demo S.A. · CUIT 30-99999999-5');
    await expect(canvas.getByRole('link', { name: 'Datos legales' })).toHaveAttribute('href', '/legal');
    await expect(canvas.getByRole('link', { name: 'Carrito, 3 productos' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { header: { ...meta.args.header, authenticated: true, cartCount: 0 }, currentSection: 'profile' },
  parameters: { snapshot: { widths: [390, 1280], page: true } },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent)).toEqual(['Perfil']);
    await expect(canvas.getByRole('link', { name: 'Carrito, 0 productos' })).toBeVisible();
  },
};

export const WithToasts: Story = {
  args: {
    toasts: (
      <Toaster
        toasts={[{ id: '1', message: 'Producto agregado al carrito', tone: 'success' }]}
        onDismiss={fn()}
        duration={Infinity}
      />
    ),
  },
  parameters: { snapshot: { widths: [390], page: true } },
  play: async ({ canvas }) => {
    // Bottom-left, and on a phone just above the bottom navigation, never over it.
    const toast = canvas.getByText('Producto agregado al carrito').closest('div')!.getBoundingClientRect();
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' }).getBoundingClientRect();
    await expect(toast.bottom).toBeLessThanOrEqual(nav.top);
    await expect(toast.left).toBeLessThan(window.innerWidth / 2);
  },
};

/** The consumer's two buttons, in the first screen without scrolling, the first stops after the skip link. */
async function expectConsumerRightsFirst(canvasElement: HTMLElement) {
  const banner = within(within(canvasElement).getByRole('banner'));
  const repentance = banner.getByRole('link', { name: 'Botón de arrepentimiento' });
  const baja = banner.getByRole('link', { name: 'Botón de baja' });
  await expect(window.scrollY).toBe(0);
  for (const link of [repentance, baja]) {
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  }
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
  await userEvent.tab();
  await expect(repentance).toHaveFocus();
  await userEvent.tab();
  await expect(baja).toHaveFocus();
  return { repentance, baja };
}

export const ConsumerRightsOnDesktop: Story = {
  parameters: { snapshot: { widths: [1280], page: true } },
  play: async ({ canvasElement }) => {
    const { baja } = await expectConsumerRightsFirst(canvasElement);
    await expect(baja.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const ConsumerRightsOnPhone: Story = {
  parameters: { snapshot: { widths: [390], page: true } },
  play: async ({ canvasElement }) => {
    const { repentance, baja } = await expectConsumerRightsFirst(canvasElement);
    for (const link of [repentance, baja]) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
