import { useEffect, useRef, useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import type { Address } from '@tienda/domain';
import { AddressForm, type Province } from '../AddressForm';
import { Button } from '../Button';
import { ChoiceGroup } from '../ChoiceGroup';
import { formatAddress, type SavedAddress } from '../EditProfileDialog';
import { Stack } from '../Stack';
import { Text } from '../Text';

export type SavedAddressPickerProps = {
  /** The member's saved addresses. */
  addresses: readonly SavedAddress[];
  /** The one the order goes to; null while none is chosen. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  provinces: readonly Province[];
  /**
   * 'Agregar otra dirección' saved: resolve to close the form (the storefront adds the new
   * address to the list and selects it); reject, with `addError`, to keep it open.
   */
  onAddAddress: (address: Address) => Promise<unknown> | void;
  adding?: boolean;
  /** 'Error al crear dirección', or the server's message. */
  addError?: string | null;
};

/**
 * A member's delivery address (spec §2 Delivery): one of the saved addresses, as radio cards
 * ('street number, CP zip, city, province'), or 'Agregar otra dirección', which opens the
 * address form in place. With no saved address the form shows at once.
 */
export function SavedAddressPicker({ addresses, selectedId, onSelect, provinces, onAddAddress, adding = false, addError = null }: SavedAddressPickerProps) {
  const [formOpen, setFormOpen] = useState(false);
  const openerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the form opens or closes; null on the first render.
  const moveFocus = useRef<'form' | 'opener' | null>(null);
  const none = addresses.length === 0;
  const showForm = none || formOpen;

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === 'form') formRef.current?.querySelector('input')?.focus();
    if (target === 'opener') openerRef.current?.querySelector('button')?.focus();
  }, [showForm]);

  const open = () => {
    moveFocus.current = 'form';
    setFormOpen(true);
  };

  // The form goes away with the focus in it: back to the button that opened it.
  const close = () => {
    moveFocus.current = 'opener';
    setFormOpen(false);
  };

  const save = async (address: Address) => {
    try {
      await onAddAddress(address);
      if (!none) close();
    } catch {
      // The storefront says why through `addError`; the form keeps what was typed.
    }
  };

  return (
    <Stack space="medium">
      {none ? (
        <Text tone="muted">Aún no tienes direcciones guardadas. Agrega una para calcular el envío.</Text>
      ) : (
        <ChoiceGroup
          legend="Dirección de entrega"
          legendHidden
          options={addresses.map((address) => ({
            value: String(address.id),
            label: formatAddress(address),
            icon: <MapPin size={20} />,
          }))}
          value={selectedId === null ? null : String(selectedId)}
          onValueChange={(id) => onSelect(Number(id))}
        />
      )}
      {showForm ? (
        <Stack ref={formRef} space="medium" padding="medium" background="subtle" borderRadius="medium">
          <Text weight="bold">{none ? 'Nueva dirección' : 'Agregar otra dirección'}</Text>
          <AddressForm
            provinces={[...provinces]}
            submitLabel="Guardar dirección"
            submitting={adding}
            error={addError}
            onSubmit={save}
            onCancel={none ? undefined : close}
          />
        </Stack>
      ) : (
        <div ref={openerRef}>
          <Button variant="secondary" icon={<Plus size={18} aria-hidden="true" />} onClick={open}>
            Agregar otra dirección
          </Button>
        </div>
      )}
    </Stack>
  );
}
