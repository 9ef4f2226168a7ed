import { useId, useRef, useState, type ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { cardPlanLine, formatARS, lineWithoutNationalTaxes, productTaxRates, toNumber, WITHDRAWAL_FREE, WITHDRAWAL_RULE, type Address, type CartItem, type OrderCardPlan, type PaymentMethod, type PickupStore, type Product } from '@tienda/domain';
import type { Province } from '../components/AddressForm';
import { BankTransferDetails, type BankTransferDetailsProps } from '../components/BankTransferDetails';
import { BillingForm, type BillingAddress } from '../components/BillingForm';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { CheckoutLayout, type CheckoutStep } from '../components/CheckoutLayout';
import { Column, Columns } from '../components/Columns';
import { formatAddress } from '../components/EditProfileDialog';
import { Link } from '../components/Link';
import { NetOfTaxes } from '../components/NetOfTaxes';
import { ProductImage } from '../components/ProductImage';
import type { PurchaseSummaryProps } from '../components/PurchaseSummary';
import { Stack } from '../components/Stack';
import { TermsAcceptance } from '../components/TermsAcceptance';
import { Text } from '../components/Text';
import { shopPaths } from '../paths';
import { bareList } from '../theme/utils.css';
import * as styles from './SummaryScreen.css';

/** Where the order goes: a home address, or the pickup store chosen in /delivery. */
export type SummaryDelivery =
  | { method: 'Envío a domicilio'; address: Address }
  | { method: 'Retiro en local'; store: Pick<PickupStore, 'store' | 'address'> };

export type SummaryScreenProps = {
  delivery: SummaryDelivery;
  /** The stored payment_method option; an unknown value gets the generic 'Confirmar compra'. */
  paymentMethod: PaymentMethod | (string & {});
  /** The account's e-mail for members, the guest's contact e-mail otherwise. */
  email: string;
  /** The cart's lines. */
  items: readonly CartItem[];
  /** The product's first image (`/product/{name}`); without one a placeholder shows. */
  imageUrl: (product: Product) => string | undefined;
  /** 'Resumen de compra' (the step's button is the screen's own). */
  summary: Omit<PurchaseSummaryProps, 'action'>;
  /** The checkout steps this shopper goes through. */
  steps?: readonly CheckoutStep[];
  /** A card payment with no saved address (or a member without addresses) asks for billing data. */
  billingRequired?: boolean;
  /** The billing form's provinces with their cities; the domain's unless told otherwise. */
  provinces?: readonly Province[];
  /** The shop's bank data, shown for a transfer. */
  transfer?: Omit<BankTransferDetailsProps, 'title' | 'headingLevel'>;
  /** While the order and the payment are being processed: the button is off and says 'Procesando...'. */
  busy?: boolean;
  /**
   * Card, Mercado Pago, transfer or other: the storefront creates the order (with the terms' version,
   * accepted) and pays; called only once the shopper ticked 'Leí y acepto los Términos y condiciones'.
   * Card gets the billing data when asked for.
   */
  onPay: (billing?: BillingAddress) => void;
  /** Loan: shares the request by WhatsApp, without creating an order. */
  onShareLoan: () => void;
  /** Card or Mercado Pago in "6 cuotas fijas": the plan chosen on the payment step. */
  cardPlan?: OrderCardPlan | null;
};

/** How the spec names each method on this page. */
export function paymentMethodName(method: string): string {
  switch (method) {
    case 'Mercado Pago':
      return 'Mercado Pago';
    case 'Transferencia':
      return 'Transferencia';
    case 'Tarjeta de crédito':
      return 'Tarjeta de Débito/Crédito';
    default:
      return 'Crédito';
  }
}

/** A card of the page, titled at the summary's size. */
function Block({ title, children, height }: { title: string; children: ReactNode; height?: 'full' }) {
  return (
    <Card title={title} titleSize="4" space="xsmall" height={height}>
      {children}
    </Card>
  );
}

/** The withdrawal right right above the button: its term, and where to exercise it. */
function WithdrawalRight() {
  return (
    <Text size="small" tone="muted">
      {WITHDRAWAL_RULE} {WITHDRAWAL_FREE}: <Link href={shopPaths.repentance}>Botón de arrepentimiento</Link>.
    </Text>
  );
}

/**
 * '/summary' (spec §2 Summary): the delivery, the payment method, the contact e-mail and the
 * products, with 'Resumen de compra' and the button each method asks for: 'Compartir por
 * WhatsApp' (loan), 'Pagar con Mercado Pago', 'Pagar con tarjeta' (with the billing form when
 * there is no saved address), the bank data and 'Finalizar y compartir por WhatsApp'
 * (transfer), or a generic 'Confirmar compra'.
 */
export function SummaryScreen({
  delivery,
  paymentMethod,
  email,
  items,
  imageUrl,
  summary,
  steps,
  billingRequired = false,
  provinces,
  transfer,
  busy = false,
  onPay,
  cardPlan = null,
  onShareLoan,
}: SummaryScreenProps) {
  const billingFormId = useId();
  const withBilling = paymentMethod === 'Tarjeta de crédito' && billingRequired;
  // The loan's order was placed on /loans, its terms accepted there: here it is only shared.
  const placesOrder = paymentMethod !== 'Prestamo';
  const [accepted, setAccepted] = useState(false);
  const [refused, setRefused] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  /** Whether the terms are accepted; if not, says so under the box and takes the focus there. */
  const termsAccepted = () => {
    if (accepted) return true;
    setRefused(true);
    termsBox.current?.focus();
    return false;
  };
  // Passes on exactly what it was given: no billing data is no argument at all.
  const pay = (...billing: [BillingAddress?]) => {
    if (termsAccepted()) onPay(...billing);
  };

  const action = (() => {
    switch (paymentMethod) {
      case 'Prestamo':
        return (
          <Button fullWidth loading={busy} icon={<MessageCircle size={20} aria-hidden="true" />} onClick={onShareLoan}>
            Compartir por WhatsApp
          </Button>
        );
      case 'Mercado Pago':
        return (
          <Button fullWidth loading={busy} onClick={() => pay()}>
            Pagar con Mercado Pago
          </Button>
        );
      case 'Tarjeta de crédito':
        // With the billing form, the button submits it: the form checks its fields and calls onPay.
        return withBilling ? (
          <Button
            type="submit"
            form={billingFormId}
            fullWidth
            loading={busy}
            onClick={(event) => {
              // The terms first: the form is not checked (nor the order made) until they are accepted.
              if (!termsAccepted()) event.preventDefault();
            }}
          >
            Pagar con tarjeta
          </Button>
        ) : (
          <Button fullWidth loading={busy} onClick={() => pay()}>
            Pagar con tarjeta
          </Button>
        );
      case 'Transferencia':
        return (
          <Button fullWidth loading={busy} onClick={() => pay()}>
            Finalizar y compartir por WhatsApp
          </Button>
        );
      default:
        return (
          <Button fullWidth loading={busy} onClick={() => pay()}>
            Confirmar compra
          </Button>
        );
    }
  })();

  return (
    <CheckoutLayout
      title="Revisa tu compra"
      intro="Confirma que todo esté bien antes de terminar."
      step="summary"
      steps={steps}
      summary={{
        ...summary,
        action: (
          <Stack space="small">
            <WithdrawalRight />
            {placesOrder && (
              <TermsAcceptance
                accepted={accepted}
                onAcceptedChange={(checked) => {
                  setAccepted(checked);
                  if (checked) setRefused(false);
                }}
                refused={refused}
                inputRef={termsBox}
              />
            )}
            {action}
          </Stack>
        ),
      }}
    >
      <Columns space="medium" collapseBelow="desktop">
        <Column>
          <Block title="Entrega" height="full">
            {delivery.method === 'Envío a domicilio' ? (
              <>
                <Text weight="medium">Envío a domicilio</Text>
                <Text tone="muted" className={styles.wrap}>
                  {formatAddress(delivery.address)}
                </Text>
              </>
            ) : (
              <>
                <Text weight="medium">Retiro en local: {delivery.store.store}</Text>
                <Text tone="muted" className={styles.wrap}>
                  {delivery.store.address}
                </Text>
              </>
            )}
          </Block>
        </Column>

        <Column>
          <Block title="Medio de pago" height="full">
            <Text weight="medium">{paymentMethodName(paymentMethod)}</Text>
            {paymentMethod === 'Prestamo' && <Text tone="muted">Préstamo pre-aprobado de {formatARS(summary.total)}</Text>}
            {cardPlan && <Text tone="muted">{cardPlanLine(cardPlan)}</Text>}
          </Block>
        </Column>

        <Column>
          <Block title="Contacto" height="full">
            <Text tone="muted" className={styles.wrap}>
              {email}
            </Text>
          </Block>
        </Column>
      </Columns>

      <Block title="Productos">
        <Stack as="ul" space="none" className={bareList}>
          {items.map(({ product, quantity }) => (
            <li key={product.id} className={styles.line}>
              <div className={styles.picture}>
                {/* The name beside it already says what the picture shows. */}
                <ProductImage src={imageUrl(product)} alt="" />
              </div>
              <Stack space="xxsmall" className={styles.lineDetails}>
                <Text weight="medium">
                  {product.name}
                </Text>
                <Text size="small" tone="muted">
                  Cantidad: {quantity}
                </Text>
              </Stack>
              <div className={styles.lineTotal} data-price="">
                <Text weight="bold" tabular className={styles.lineTotalFigure}>
                  {formatARS(toNumber(product.final_price) * quantity)}
                </Text>
                <NetOfTaxes amount={lineWithoutNationalTaxes({ unitPrice: product.final_price, quantity, taxRates: productTaxRates(product) })} />
              </div>
            </li>
          ))}
        </Stack>
      </Block>

      {/* Last, so that on a phone they sit right above the button that uses them. */}
      {paymentMethod === 'Transferencia' && transfer && <BankTransferDetails {...transfer} headingLevel="2" />}

      {withBilling && (
        <Block title="Datos de facturación">
          <BillingForm id={billingFormId} provinces={provinces} disabled={busy} onSubmit={(billing) => pay(billing)} />
        </Block>
      )}
    </CheckoutLayout>
  );
}
