import { useId, useState, type FormEvent } from 'react';
import { digitsOnly, isAddressComplete, type Address } from '@tienda/domain';
import { Box } from '../Box';
import { Button } from '../Button';
import { FieldError } from '../Field';
import { PersonalDataNotice } from '../PersonalDataNotice';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { grid } from './AddressForm.css';

/** A province (the 23 and CABA) with its cities: the domain's PROVINCES fit it. */
export type Province = { name: string; cities: readonly string[] };

/** The server's own words for an incomplete address (AddressBody), so form and server agree. */
export const INCOMPLETE_ADDRESS_MESSAGE =
  'Completa todos los datos de la dirección: calle, número (distinto de 0), código postal, ciudad y provincia.';

export type AddressFormProps = {
  provinces: Province[];
  /** The address being edited; empty for a new one. */
  initialValue?: Address;
  /** Called only with a complete address (isAddressComplete). */
  onSubmit: (address: Address) => void;
  onCancel?: () => void;
  submitLabel?: string;
  submitting?: boolean;
  /** The server's refusal, e.g. 'Error al crear dirección'. */
  error?: string | null;
};

const empty: Address = { street: '', number: '', zipCode: '', city: '', province: '' };

/** Street, number, zip code, then the province and one of its cities. */
export function AddressForm({
  provinces,
  initialValue = empty,
  onSubmit,
  onCancel,
  submitLabel = 'Guardar dirección',
  submitting = false,
  error,
}: AddressFormProps) {
  const errorId = useId();
  // Only the address's own fields: a saved address's id is not the form's business.
  const [address, setAddress] = useState<Address>(() => {
    const { street, number, zipCode, city, province } = initialValue;
    return { street, number: String(number || ''), zipCode, city, province };
  });
  const [incomplete, setIncomplete] = useState(false);
  const set = (change: Partial<Address>) => {
    setIncomplete(false);
    setAddress((before) => ({ ...before, ...change }));
  };
  const cities = provinces.find((province) => province.name === address.province)?.cities ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAddressComplete(address)) return setIncomplete(true);
    onSubmit({ ...address, street: address.street.trim(), zipCode: address.zipCode.trim() });
  };

  const message = incomplete ? INCOMPLETE_ADDRESS_MESSAGE : error;
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate aria-describedby={message ? errorId : undefined}>
      <div className={grid}>
        <TextField label="Calle" autoComplete="address-line1" value={address.street} onValueChange={(street) => set({ street })} />
        <TextField
          label="Número"
          inputMode="numeric"
          value={String(address.number)}
          onValueChange={(number) => set({ number: digitsOnly(number) })}
        />
        <TextField label="Código postal" autoComplete="postal-code" value={address.zipCode} onValueChange={(zipCode) => set({ zipCode })} />
        <Select
          label="Provincia"
          placeholder="Elige una provincia"
          options={provinces.map(({ name }) => ({ value: name, label: name }))}
          value={address.province}
          // Another province's cities are not this one's: the city is chosen again.
          onValueChange={(province) => set({ province, city: province === address.province ? address.city : '' })}
        />
        <Select
          label="Ciudad"
          placeholder={address.province ? 'Elige una ciudad' : 'Primero elige la provincia'}
          options={cities.map((city) => ({ value: city, label: city }))}
          value={address.city}
          disabled={cities.length === 0}
          onValueChange={(city) => set({ city })}
        />
      </div>
      {message && <FieldError id={errorId}>{message}</FieldError>}
      <PersonalDataNotice purpose="Usamos tu dirección para entregarte tus compras." />
      <Box display="flex" flexWrap="wrap" justifyContent="flex-end" gap="small">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
        )}
        <Button type="submit" loading={submitting} loadingLabel="Guardando...">
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
