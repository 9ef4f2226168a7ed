import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { STORES } from '@tienda/domain';
import { StorePicker } from '@tienda/ui';
import { drawnMap } from './fixtures/checkout';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/StorePicker',
  component: StorePicker,
  // A drawn map: no story loads Google's.
  args: { stores: STORES, selectedId: null, onSelect: fn(), renderMap: fn(drawnMap) },
  render: controlled(StorePicker, 'selectedId', { onSelect: (id) => id }),
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof StorePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoStoreYet: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sucursal' })).toHaveTextContent('Elige una sucursal');
    // No store, no map: nothing is loaded before the shopper chooses.
    await expect(args.renderMap).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const ChooseAStore: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sucursal' }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(18);
    await userEvent.click(screen.getByRole('option', { name: 'Sucursal Rosario' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await expect(args.onSelect).toHaveBeenCalledOnce();

    await expect(args.onSelect).toHaveBeenCalledWith(8);
    await expect(canvas.getByText('Córdoba 1452, Rosario, Santa Fe')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '(0341) 421-7766' })).toHaveAttribute('href', 'tel:03414217766');
    await expect(canvas.getByRole('img', { name: 'Mapa de Sucursal Rosario' })).toBeVisible();
    await expect(args.renderMap).toHaveBeenLastCalledWith(expect.objectContaining({ id: 8, store: 'Sucursal Rosario' }));
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Sucursal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('combobox', { name: 'Sucursal' })).not.toHaveTextContent('Elige una sucursal');
  },
};

export const StoreChosen: Story = {
  args: { selectedId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sucursal' })).toHaveTextContent('Sucursal Centro');
    await expect(canvas.getByText('Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mapa de Sucursal Centro' })).toBeVisible();
  },
};

/**
 * The default map: an iframe of the store's embed address, lazily loaded. Its address is made
 * blank here, so that the story never reaches the network.
 */
export const DefaultMapIsALazyIframe: Story = {
  args: { stores: STORES.map((store) => ({ ...store, map: 'about:blank' })), selectedId: 2, renderMap: undefined },
  // Not photographed: the runner would wait for the frame's load.
  parameters: { snapshot: { widths: [] } },
  render: (args) => <StorePicker {...args} />,
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Mapa de Sucursal Palermo');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    // The real address is Google's embed of the store's address.
    await expect(STORES[1]!.map).toMatch(/^https:\/\/www\.google\.com\/maps\?q=Av\.%20Santa%20Fe%203253/);
  },
};
