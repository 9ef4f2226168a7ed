import { useId } from 'react';
import { Store, Truck } from 'lucide-react';
import { isAddressComplete, type PickupStore, type ShipmentMethod } from '@tienda/domain';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { CheckoutLayout, StepActions, type CheckoutStep } from '../components/CheckoutLayout';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { DeliveryQuoteStatus, type DeliveryQuote } from '../components/DeliveryQuote';
import { formatAddress } from '../components/EditProfileDialog';
import { FormFailure } from '../components/Field';
import { GuestAddressLookup, type GuestAddressLookupProps } from '../components/GuestAddressLookup';
import { Heading } from '../components/Heading';
import type { PurchaseSummaryProps } from '../components/PurchaseSummary';
import { SavedAddressPicker, type SavedAddressPickerProps } from '../components/SavedAddressPicker';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { StorePicker, type StorePickerProps } from '../components/StorePicker';

/** A guest types the address; the storefront quotes it. */
export type GuestHomeDelivery = { audience: 'guest' } & Omit<GuestAddressLookupProps, 'disabled'>;

/** A member picks a saved address or adds one; `loading` while the account's addresses arrive. */
export type MemberHomeDelivery = { audience: 'member'; loading?: boolean } & SavedAddressPickerProps;

export type DeliveryScreenProps = {
  /** 'Envío a domicilio' or 'Retiro en local'; null until the shopper chooses (spec §4 Delivery). */
  method: ShipmentMethod | null;
  onMethodChange: (method: ShipmentMethod) => void;
  /** The home-delivery address: a guest's lookup or a member's saved addresses. */
  home: GuestHomeDelivery | MemberHomeDelivery;
  /** The shipping quote of the address. */
  quote: DeliveryQuote;
  /** The pickup stores (domain STORES) and the chosen one. */
  stores: StorePickerProps['stores'];
  selectedStoreId: number | null;
  onSelectStore: (id: number) => void;
  /** The store's map; stories pass a drawing (see StorePicker). */
  renderMap?: StorePickerProps['renderMap'];
  /** Why the step cannot go on: 'Por favor complete todos los datos de envío', 'Por favor seleccione una tienda'. */
  message?: string | null;
  /** 'Continuar': the storefront checks the address and quote, or the store, then goes to /payment-method. */
  onContinue: () => void;
  continuing?: boolean;
  /** The figures of 'Resumen de compra' (shipping: the cost, 0 for pickup, null while unknown). */
  summary?: PurchaseSummaryProps;
  steps?: readonly CheckoutStep[];
};

/** The two ways of receiving the purchase, with the words of spec §3. */
function methodOptions(storeCount: number) {
  return [
    {
      value: 'Envío a domicilio' as const,
      label: 'Envío a domicilio',
      description: 'Te lo llevamos a tu casa, de lunes a sábado, de 8 a 20 h.',
      icon: <Truck size={22} />,
    },
    {
      value: 'Retiro en local' as const,
      label: 'Retiro en local',
      description: `Gratis. Retíralo en una de nuestras ${storeCount} sucursales dentro de los 15 días corridos.`,
      icon: <Store size={22} />,
    },
  ];
}

/** The address the quote is for, in one line, once there is a whole one. */
function destinationOf(home: DeliveryScreenProps['home']): string | undefined {
  if (home.audience === 'guest') return isAddressComplete(home.address) ? formatAddress(home.address) : undefined;
  const chosen = home.addresses.find((address) => address.id === home.selectedId);
  return chosen ? formatAddress(chosen) : undefined;
}

/**
 * '/delivery' (spec §2 Delivery): home delivery (the address and its quote) or pickup (a store,
 * its data and map), and 'Continuar'.
 */
export function DeliveryScreen({
  method,
  onMethodChange,
  home,
  quote,
  stores,
  selectedStoreId,
  onSelectStore,
  renderMap,
  message = null,
  onContinue,
  continuing = false,
  summary,
  steps,
}: DeliveryScreenProps) {
  const addressTitleId = useId();
  const storeTitleId = useId();
  return (
    <CheckoutLayout title="Envío" intro="Elige cómo quieres recibir tu compra." step="delivery" steps={steps} summary={summary}>
      <Card space="large" padding={{ mobile: 'medium', desktop: 'large' }}>
        <ChoiceGroup
          legend="¿Cómo quieres recibir tu compra?"
          options={methodOptions(stores.length)}
          value={method}
          onValueChange={onMethodChange}
        />

        {method === 'Envío a domicilio' && (
          <Stack as="section" space="medium" aria-labelledby={addressTitleId}>
            <Heading level="2" size="4" id={addressTitleId}>
              Dirección de entrega
            </Heading>
            {home.audience === 'guest' ? (
              <GuestAddressLookup
                provinces={home.provinces}
                address={home.address}
                onAddressChange={home.onAddressChange}
                onSearch={home.onSearch}
                disabled={continuing}
              />
            ) : home.loading ? (
              <Spinner label="Cargando tus direcciones..." />
            ) : (
              <SavedAddressPicker
                addresses={home.addresses}
                selectedId={home.selectedId}
                onSelect={home.onSelect}
                provinces={home.provinces}
                onAddAddress={home.onAddAddress}
                adding={home.adding}
                addError={home.addError}
              />
            )}
            {!(home.audience === 'member' && home.loading) && (
              <DeliveryQuoteStatus
                quote={quote}
                destination={destinationOf(home)}
                idleMessage={
                  home.audience === 'member'
                    ? 'Elige una dirección para calcular el costo de envío.'
                    : 'Completa la dirección para calcular el costo de envío.'
                }
              />
            )}
          </Stack>
        )}

        {method === 'Retiro en local' && (
          <Stack as="section" space="medium" aria-labelledby={storeTitleId}>
            <Heading level="2" size="4" id={storeTitleId}>
              Sucursal de retiro
            </Heading>
            <StorePicker stores={stores} selectedId={selectedStoreId} onSelect={onSelectStore} renderMap={renderMap} disabled={continuing} />
          </Stack>
        )}

        {message && <FormFailure>{message}</FormFailure>}
        <StepActions>
          <Button onClick={onContinue} loading={continuing}>
            Continuar
          </Button>
        </StepActions>
      </Card>
    </CheckoutLayout>
  );
}
