import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PROVINCES, type Address } from '@tienda/domain';
import { SavedAddressPicker, type SavedAddress, type SavedAddressPickerProps } from '@tienda/ui';
import { savedAddresses } from './fixtures/profile';

const newAddress: Address = { street: 'Av. Colón', number: '500', zipCode: '5000', city: 'Córdoba', province: 'Córdoba' };

/** The storefront's part: it keeps the choice, and adds and selects what is saved. */
function Stateful(args: SavedAddressPickerProps) {
  const [addresses, setAddresses] = useState<readonly SavedAddress[]>(args.addresses);
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <SavedAddressPicker
      {...args}
      addresses={addresses}
      selectedId={selectedId}
      onSelect={(id) => {
        args.onSelect(id);
        setSelectedId(id);
      }}
      onAddAddress={async (address) => {
        await args.onAddAddress(address);
        const id = Math.max(0, ...addresses.map((saved) => saved.id)) + 1;
        setAddresses([...addresses, { ...address, id }]);
        setSelectedId(id);
      }}
    />
  );
}

const meta = {
  title: 'Piezas/SavedAddressPicker',
  component: SavedAddressPicker,
  args: { addresses: savedAddresses, selectedId: null, provinces: PROVINCES, onSelect: fn(), onAddAddress: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof SavedAddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickASavedOne: Story = {
  play: async ({ canvas, args }) => {
    const radios = canvas.getAllByRole('radio');
    // 'street number, CP zip, city, province', as the profile shows them.
    await expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Av. Corrientes 1234, CP 1043, Balvanera, Ciudad Autónoma de Buenos Aires',
      'Bv. Oroño 850, CP 2000, Rosario, Santa Fe',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: /Bv\. Oroño/ }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('radio', { name: /Bv\. Oroño/ })).toBeChecked();
  },
};

export const AddAnother: Story = {
  args: { selectedId: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar otra dirección' }));
    // The form opens in place with the focus in its first field.
    const street = canvas.getByRole('textbox', { name: 'Calle' });
    await waitFor(() => expect(street).toHaveFocus());
    await userEvent.type(street, newAddress.street);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número' }), String(newAddress.number));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código postal' }), newAddress.zipCode);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Provincia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Córdoba' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ciudad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Córdoba' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar dirección' }));

    await expect(args.onAddAddress).toHaveBeenCalledOnce();

    await expect(args.onAddAddress).toHaveBeenCalledWith(newAddress);
    // Saved: the form closes, the new address is listed and chosen, the focus back on the button.
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Calle' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('radio', { name: 'Av. Colón 500, CP 5000, Córdoba, Córdoba' })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Agregar otra dirección' })).toHaveFocus());
  },
};

export const CancelAdding: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar otra dirección' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Agregar otra dirección' })).toHaveFocus());
    await expect(args.onAddAddress).not.toHaveBeenCalled();
  },
};

/** A member without saved addresses sees the form at once, without 'Cancelar'. */
export const NoSavedAddresses: Story = {
  args: { addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no tienes direcciones guardadas. Agrega una para calcular el envío.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Calle' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const AddingFailed: Story = {
  args: {
    addresses: [],
    addError: 'Error al crear dirección',
    onAddAddress: fn(() => Promise.reject(new Error('Error al crear dirección'))),
  },
  render: (args) => <SavedAddressPicker {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error al crear dirección')).toBeVisible();
  },
};

export const Adding: Story = {
  args: { addresses: [], adding: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  },
};
