import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PROVINCES, type Address } from '@tienda/domain';
import { GuestAddressLookup } from '@tienda/ui';
import { emptyAddress, guestAddress } from './fixtures/checkout';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/GuestAddressLookup',
  component: GuestAddressLookup,
  args: { provinces: PROVINCES, address: emptyAddress, onAddressChange: fn(), onSearch: fn() },
  // The storefront's part: it keeps the address it is told about.
  render: controlled(GuestAddressLookup, 'address', { onAddressChange: (address) => address }),
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof GuestAddressLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Provincia' })).toHaveTextContent('Elige una provincia');
    // No province, no cities to suggest.
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toHaveAttribute('placeholder', 'Primero elige la provincia');
    for (const name of ['Código postal', 'Calle', 'Número']) await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
  },
};

export const FillInAndSearch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Provincia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mendoza' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // The city suggestions are Mendoza's.
    const city = canvas.getByRole('combobox', { name: 'Ciudad' });
    await expect(city).toBeEnabled();
    await userEvent.type(city, 'god');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(city).toHaveValue('Godoy Cruz');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Código postal' }), 'm5501');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Calle' }), 'San Martín');
    // The number takes digits only.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número' }), '12a3');
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toHaveValue('123');

    await expect(args.onAddressChange).toHaveBeenLastCalledWith({
      province: 'Mendoza',
      city: 'Godoy Cruz',
      zipCode: 'M5501',
      street: 'San Martín',
      number: '123',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const ChangingProvinceClearsCity: Story = {
  args: { address: guestAddress },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Palermo');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Provincia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Buenos Aires' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('');
    await expect(args.onAddressChange).toHaveBeenLastCalledWith({ ...guestAddress, province: 'Buenos Aires', city: '' });
  },
};

export const Disabled: Story = {
  args: { address: guestAddress, disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Calle' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
