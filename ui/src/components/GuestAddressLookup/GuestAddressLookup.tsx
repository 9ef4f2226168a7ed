import { Search } from 'lucide-react';
import { digitsOnly, type Address } from '@tienda/domain';
import type { Province } from '../AddressForm';
import { Button } from '../Button';
import { ComboboxField } from '../ComboboxField';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import * as styles from './GuestAddressLookup.css';

export type GuestAddressLookupProps = {
  /** The 23 provinces and CABA with their cities (domain PROVINCES). */
  provinces: readonly Province[];
  /** The address as typed so far. */
  address: Address;
  /** Each change of a field; the storefront keeps it and quotes 1.5 s after the typing stops. */
  onAddressChange: (address: Address) => void;
  /**
   * 'Buscar': quote now. The button stays as it is while the quote travels (the quote's own
   * spinner says so), so the focus is never lost; a second press is the storefront's to ignore.
   */
  onSearch: () => void;
  disabled?: boolean;
};

/**
 * The guest's delivery address (spec §2 Delivery): province, a city among that province's
 * (suggested as they type), postal code, street and number (digits), and 'Buscar'.
 */
export function GuestAddressLookup({ provinces, address, onAddressChange, onSearch, disabled = false }: GuestAddressLookupProps) {
  const set = (change: Partial<Address>) => onAddressChange({ ...address, ...change });
  const cities = provinces.find((province) => province.name === address.province)?.cities ?? [];
  return (
    <Stack space="medium" className={styles.lookup}>
      <div className={styles.grid}>
        <Select
          label="Provincia"
          placeholder="Elige una provincia"
          options={provinces.map(({ name }) => ({ value: name, label: name }))}
          value={address.province}
          disabled={disabled}
          // Another province's cities are not this one's: the city is chosen again.
          onValueChange={(province) => set({ province, city: province === address.province ? address.city : '' })}
        />
        <ComboboxField
          label="Ciudad"
          value={address.city}
          suggestions={cities}
          placeholder={address.province ? 'Escribe o elige tu ciudad' : 'Primero elige la provincia'}
          disabled={disabled || address.province === ''}
          autoComplete="address-level2"
          onValueChange={(city) => set({ city })}
        />
        <TextField
          label="Código postal"
          autoComplete="postal-code"
          maxLength={8}
          disabled={disabled}
          value={address.zipCode}
          onValueChange={(zipCode) => set({ zipCode: zipCode.toUpperCase() })}
        />
        <TextField
          label="Calle"
          autoComplete="address-line1"
          disabled={disabled}
          value={address.street}
          onValueChange={(street) => set({ street })}
        />
        <TextField
          label="Número"
          inputMode="numeric"
          maxLength={6}
          disabled={disabled}
          value={String(address.number)}
          onValueChange={(number) => set({ number: digitsOnly(number) })}
        />
        {/* 'Buscar' sits at the bottom of its cell, level with the inputs beside it. */}
        <Stack space="none" justifyContent="flex-end">
          <Button
            variant="secondary"
            icon={<Search size={18} aria-hidden="true" />}
            disabled={disabled}
            onClick={onSearch}
          >
            Buscar
          </Button>
        </Stack>
      </div>
    </Stack>
  );
}
