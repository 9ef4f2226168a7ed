import { useState } from 'react';
import { MapPin, Pencil, Plus } from 'lucide-react';
import type { Address } from '@tienda/domain';
import { AddressForm, type Province } from '../AddressForm';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { addressItem, addressList, addressText } from './EditProfileDialog.css';

/** A saved address, with the id the server gave it (PUT /api/user/address/{id}). */
export type SavedAddress = Address & { id: number };

/** One line, as the profile and the checkout read it: 'Av. Corrientes 1234, CP 1043, Balvanera, CABA'. */
export function formatAddress({ street, number, zipCode, city, province }: Address): string {
  return `${street} ${number}, CP ${zipCode}, ${city}, ${province}`;
}

export type AddressesPanelProps = {
  addresses: SavedAddress[];
  provinces: Province[];
  /** Resolve to close the form; reject (and pass `addressError`) to keep it open. */
  onAddAddress: (address: Address) => Promise<unknown> | void;
  onEditAddress: (id: number, address: Address) => Promise<unknown> | void;
  savingAddress?: boolean;
  addressError?: string | null;
};

type Editing = { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; address: SavedAddress };

/** The saved addresses, each with 'Editar', and the form to add another or change one. */
export function AddressesPanel({ addresses, provinces, onAddAddress, onEditAddress, savingAddress, addressError }: AddressesPanelProps) {
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  const back = () => setEditing({ mode: 'list' });

  const save = async (address: Address) => {
    try {
      await (editing.mode === 'edit' ? onEditAddress(editing.address.id, address) : onAddAddress(address));
      back();
    } catch {
      // The storefront shows why through `addressError`; the form keeps what was typed.
    }
  };

  if (editing.mode !== 'list') {
    return (
      <Stack space="medium" alignItems="stretch">
        <Text weight="bold">{editing.mode === 'edit' ? 'Editar dirección' : 'Nueva dirección'}</Text>
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          provinces={provinces}
          initialValue={editing.mode === 'edit' ? editing.address : undefined}
          submitLabel={editing.mode === 'edit' ? 'Guardar cambios' : 'Agregar dirección'}
          submitting={savingAddress}
          error={addressError}
          onSubmit={save}
          onCancel={back}
        />
      </Stack>
    );
  }

  return (
    <Stack space="medium" alignItems="stretch">
      {addresses.length === 0 ? (
        <Text tone="muted">No ha agregado su domicilio</Text>
      ) : (
        <Stack as="ul" space="small" className={addressList}>
          {addresses.map((address) => (
            <li key={address.id} className={addressItem}>
              <MapPin size={20} aria-hidden="true" />
              <Text className={addressText}>{formatAddress(address)}</Text>
              <Button
                variant="ghost"
                icon={<Pencil size={18} aria-hidden="true" />}
                aria-label={`Editar ${formatAddress(address)}`}
                onClick={() => setEditing({ mode: 'edit', address })}
              >
                Editar
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <Button variant="secondary" icon={<Plus size={18} aria-hidden="true" />} onClick={() => setEditing({ mode: 'new' })}>
        Agregar dirección
      </Button>
    </Stack>
  );
}
