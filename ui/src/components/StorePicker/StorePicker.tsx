import type { ReactNode } from 'react';
import { MapPin, Phone } from 'lucide-react';
import type { PickupStore } from '@tienda/domain';
import { Box } from '../Box';
import { Select } from '../Select';
import { Stack } from '../Stack';
import * as styles from './StorePicker.css';

export type StorePickerProps = {
  /** The pickup stores (domain STORES). */
  stores: readonly PickupStore[];
  /** The chosen store's id; null while none is chosen. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /**
   * Draws the chosen store's map. By default Google's embedded map of its address, loaded only
   * once a store is chosen; stories pass a drawing so that nothing reaches the network.
   */
  renderMap?: (store: PickupStore) => ReactNode;
  disabled?: boolean;
};

/** The map of a store: Google's embed of its address, lazily loaded. */
export function StoreMap({ store }: { store: PickupStore }) {
  return <iframe title={`Mapa de ${store.store}`} src={store.map} loading="lazy" className={styles.iframe} referrerPolicy="no-referrer-when-downgrade" />;
}

const defaultMap = (store: PickupStore) => <StoreMap store={store} />;

/** `tel:` wants the digits only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Pickup (spec §2 Delivery): a dropdown of the stores; the chosen one shows its address,
 * its phone and its map.
 */
export function StorePicker({ stores, selectedId, onSelect, renderMap = defaultMap, disabled = false }: StorePickerProps) {
  const store = stores.find((candidate) => candidate.id === selectedId);
  return (
    <Stack space="medium" className={styles.picker}>
      <Select
        label="Sucursal"
        placeholder="Elige una sucursal"
        options={stores.map(({ id, store: name }) => ({ value: String(id), label: name }))}
        value={selectedId === null ? '' : String(selectedId)}
        disabled={disabled}
        onValueChange={(id) => onSelect(Number(id))}
      />
      {store && (
        <div className={styles.store}>
          <Stack space="xsmall" className={styles.data}>
            <p className={styles.name}>{store.store}</p>
            <Box as="p" display="flex" alignItems="flex-start" gap="xsmall" margin="none" className={styles.line}>
              <MapPin size={18} aria-hidden="true" className={styles.icon} />
              <span>
                <span className={styles.label}>Dirección: </span>
                {store.address}
              </span>
            </Box>
            <Box as="p" display="flex" alignItems="flex-start" gap="xsmall" margin="none" className={styles.line}>
              <Phone size={18} aria-hidden="true" className={styles.icon} />
              <span>
                <span className={styles.label}>Teléfono: </span>
                <a href={telHref(store.phone)} className={styles.phone}>
                  {store.phone}
                </a>
              </span>
            </Box>
          </Stack>
          <div className={styles.map}>{renderMap(store)}</div>
        </div>
      )}
    </Stack>
  );
}
