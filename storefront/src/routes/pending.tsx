import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PendingScreen } from '@tienda/ui';
import { whatsappUrl } from '@tienda/domain';
import { resultOrder } from '../app/checkoutOrder';
import { company } from '../app/company';
import { useCopyCbu } from '../app/useCopyCbu';
import { cartActions } from '../state/cart';
import { clearCheckout, lastOrderStore } from '../state/checkout';
import { noIndexHead } from '../app/pageHead';
import { AfterHydration } from '../app/useHydrated';

/**
 * '/pending' (spec §2 Result pages): 'Su compra ya casi está lista'. For a transfer (the order in
 * last_order_info, or ?orderId=) the CBU again, how to send the receipt by WhatsApp and the total;
 * that order is placed and only waits for the money, so its cart is spent and cleared. A payment
 * pending at a provider keeps the cart: it may still be refused and paid another way.
 */
export const meta = () => noIndexHead('Pago pendiente');

export default function PendingRoute() {
  return (
    <AfterHydration>
      <PendingPage />
    </AfterHydration>
  );
}

function PendingPage() {
  const [search] = useSearchParams();
  const copyCbu = useCopyCbu();
  const [{ orderId, last, ours }] = useState(() => resultOrder(search, lastOrderStore.get()));
  const transferOrder = last?.paymentMethod === 'Transferencia' ? last : null;

  useEffect(() => {
    if (ours && transferOrder) {
      clearCheckout();
      cartActions.clear();
    }
  }, [ours, transferOrder]);

  const receipt = `Hola, les envío el comprobante de la transferencia${orderId !== undefined ? ` de la orden N° ${orderId}` : ''}.`;
  return (
    <PendingScreen
      orderId={orderId}
      total={last?.totalPrice}
      totalWithoutNationalTaxes={last?.totalWithoutNationalTaxes}
      transfer={transferOrder ? { ...company.bank, whatsappUrl: whatsappUrl(company.whatsapp, receipt), onCopyCbu: copyCbu } : undefined}
    />
  );
}
