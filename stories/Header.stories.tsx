import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header, type HeaderProps } from '@tienda/ui';
import { categories, shopName, suggestionsFor, visitorHeader } from './fixtures/shell';
import { speaker } from './fixtures/products';

/** The storefront's part: the suggestions follow what the box reports. */
function LiveHeader(args: HeaderProps) {
  const [term, setTerm] = useState('');
  return (
    <Header
      {...args}
      suggestions={suggestionsFor(term)}
      onSearchChange={(next) => {
        setTerm(next);
        args.onSearchChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Piezas/Header',
  component: Header,
  args: {
    shopName,
    ...visitorHeader(),
  },
  render: (args) => <LiveHeader {...args} />,
  parameters: { layout: 'fullscreen', snapshot: { widths: [1280] } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopVisitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tienda, Inicio' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Carrito, 3 productos' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'Consultas' })).toHaveAttribute('href', '/queries');
    await expect(canvas.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: 'Perfil' })).not.toBeInTheDocument();
    // The categories, each linking to explore filtered by it.
    const nav = within(canvas.getByRole('navigation', { name: 'Categorías' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(categories.map((category) => category.name));
    await expect(nav.getByRole('link', { name: 'Parlantes' })).toHaveAttribute('href', '/explore?categoria=3');
    // One line: logo, search and cart share a row.
    const logo = canvas.getByRole('link', { name: 'Tienda, Inicio' }).getBoundingClientRect();
    const search = canvas.getByRole('combobox').getBoundingClientRect();
    await expect(Math.abs(logo.top + logo.height / 2 - (search.top + search.height / 2))).toBeLessThan(4);
  },
};

export const DesktopSignedIn: Story = {
  args: { authenticated: true, cartCount: 1, currentSection: 'queries' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    await expect(canvas.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Consultas' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Perfil' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { cartCount: 0 },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // An empty cart says so, without a badge.
    const cart = canvas.getByRole('link', { name: 'Carrito, 0 productos' });
    await expect(cart.textContent).toBe('');
    // Account links and categories live in the bottom navigation and the home on a phone.
    await expect(canvas.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Categorías' })).not.toBeInTheDocument();
    // The search takes its own full-width line under the logo and the cart.
    const logo = canvas.getByRole('link', { name: 'Tienda, Inicio' }).getBoundingClientRect();
    const search = canvas.getByRole('combobox').getBoundingClientRect();
    await expect(search.top).toBeGreaterThan(logo.bottom);
    await expect(cart.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 60);
  },
};

export const WithoutSearch: Story = {
  args: { showSearch: false },
  parameters: { snapshot: { widths: [390, 1280] } },
  play: async ({ canvas }) => {
    // Checkout and sign-in pages keep the header without the search.
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Carrito, 3 productos' })).toBeVisible();
  },
};

export const ManyInCart: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas }) => {
    // The badge grows with the figure; it says the same number as the name.
    const cart = canvas.getByRole('link', { name: 'Carrito, 120 productos' });
    await expect(cart).toHaveTextContent('120');
  },
};

export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    // Before the categories load (or if they fail) the header still works.
    await expect(canvas.queryByRole('navigation', { name: 'Categorías' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox')).toBeVisible();
  },
};

export const SearchFromHeader: Story = {
  decorators: [(Story) => <div style={{ minHeight: 320 }}><Story /></div>],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    await userEvent.type(box, 'jbl');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(speaker.id);
    await userEvent.clear(box);
    await userEvent.type(box, 'auriculares{Enter}');
    await expect(args.onSubmitSearch).toHaveBeenCalledWith('auriculares');
    // Left open for the picture: the suggestions over the categories.
    await userEvent.clear(box);
    await userEvent.type(box, 'celular');
    await expect(canvas.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible();
  },
};
