import type { ReactNode } from 'react';
import { ChevronLeft, RotateCcw, SearchX, ShoppingCart } from 'lucide-react';
import {
  cardPlanLine,
  formatARS,
  orderWithoutNationalTaxes,
  whatsappUrl,
  WITHDRAWAL_FREE,
  withdrawalNotice,
  type OrderInvoice,
  type OrderStatus,
  type PlacedOrder,
} from '@tienda/domain';
import { BankTransferDetails } from '../components/BankTransferDetails';
import { Box } from '../components/Box';
import { Button, ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { Column, Columns } from '../components/Columns';
import { Container } from '../components/Container';
import { formatAddress } from '../components/EditProfileDialog';
import { EmptyState, LoadFailure } from '../components/EmptyState';
import { FormFailure } from '../components/Field';
import { Heading } from '../components/Heading';
import { Link } from '../components/Link';
import { LoanContractSummary, type Lender } from '../components/LoanContractSummary';
import { LoanRevocation, type LoanRevocationProps } from '../components/LoanRevocation';
import { OrderInvoices } from '../components/OrderInvoices';
import { OrderLines, type OrderLinesProps } from '../components/OrderLines';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { formatOrderDate, formatOrderDateTime, OrderStatusTimeline } from '../components/OrderStatusTimeline';
import { PurchaseSummary } from '../components/PurchaseSummary';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { shopPaths } from '../paths';
import { paymentMethodName } from './SummaryScreen';

export type OrderDetailScreenProps = {
  /** The order; undefined while it is on its way. */
  order?: PlacedOrder;
  /** Its electronic vouchers, as they come with the order (oldest first); none until it is paid. */
  invoices?: readonly OrderInvoice[];
  /** The order does not exist or is not this shopper's (404): 'No encontramos esa compra.' */
  notFound?: boolean;
  /** The order could not be loaded: said, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Members: back to "Mis compras" (`/profile/orders`); guests have nowhere to go back to. */
  backHref?: string;
  /** A line's product picture; without one a placeholder shows. */
  imageUrl?: OrderLinesProps['imageUrl'];
  /** A pending transfer: the CBU was asked for; the storefront copies it and says so. */
  onCopyCbu: (cbu: string) => void;
  /**
   * 'Pagar' for an unpaid Mercado Pago or card order: the storefront gives it only while the order
   * can still be paid (before `expiresAt`) and starts the payment again.
   */
  onPay?: () => void;
  /** The payment is starting: 'Pagar' is busy. */
  paying?: boolean;
  payError?: string | null;
  /** 'Volver a comprar': the storefront puts the products still in stock back in the cart. */
  onReorder?: () => void;
  reordering?: boolean;
  /** What 'Volver a comprar' did, e.g. 'Agregamos 2 productos a tu carrito.' */
  reorderMessage?: string | null;
  /**
   * The withdrawal form prefilled with this order; given only while the days to withdraw last
   * (the last one is the order's `withdrawalDeadline`).
   */
  withdrawalHref?: string;
  /**
   * When the page is read (epoch ms): Argentina's calendar day decides whether the withdrawal's term
   * is still running. The storefront's clock; stories fix it.
   */
  now?: number;
  /** A loan order's revocation and "baja" (shown with the order's `loan.revocation`): the storefront's calls. */
  loanRevocation?: Omit<LoanRevocationProps, 'revocation' | 'orderStatus'>;
  /** Who lent, for a loan order's contract summary: the seller of the shop's settings. */
  lender: Lender;
};

/** What each state means for the shopper, in a sentence. */
function statusNote(order: PlacedOrder): string {
  const pickup = 'store' in order.address ? order.address.store : null;
  const notes: Record<OrderStatus, string> = {
    pending_payment:
      order.paymentMethod === 'Transferencia'
        ? 'Falta que hagas la transferencia y nos envíes el comprobante.'
        : 'Todavía no recibimos tu pago.',
    paid: 'Recibimos tu pago. Pronto empezaremos a preparar tu pedido.',
    preparing: 'Estamos preparando tu pedido.',
    shipped: 'Tu pedido está en camino.',
    ready_for_pickup: `Tu pedido te espera en ${pickup ?? 'la sucursal'}.`,
    delivered: 'Entregamos tu pedido. ¡Que lo disfrutes!',
    cancelled: 'Esta compra fue cancelada.',
    expired: 'Esta compra venció porque no recibimos el pago a tiempo.',
    withdrawal_requested: 'Recibimos tu pedido de arrepentimiento. Te avisaremos cuando hagamos el reintegro.',
    refunded: 'Te reintegramos el dinero de esta compra.',
  };
  return notes[order.status];
}

/** The page's column, with the way back on top when there is one. */
function Page({ backHref, children }: { backHref?: string; children: ReactNode }) {
  return (
    <Container>
      <Stack space="large" paddingY={{ mobile: 'large', desktop: 'xlarge' }}>
        {backHref && (
          <Box display="flex" alignItems="center" gap="xxsmall">
            <ChevronLeft size={18} aria-hidden="true" />
            <Link href={backHref}>Volver a Mis compras</Link>
          </Box>
        )}
        {children}
      </Stack>
    </Container>
  );
}

/** A card of the page, titled at the size of a block. */
function Block({ title, children, height }: { title: string; children: ReactNode; height?: 'full' }) {
  return (
    <Card title={title} titleSize="4" space="xsmall" height={height} alignItems="flex-start">
      {children}
    </Card>
  );
}

function Delivery({ order }: { order: PlacedOrder }) {
  const { address, shipment } = order;
  if ('store' in address) {
    return (
      <Block title="Entrega" height="full">
        <Text weight="medium">Retiro en local: {address.store}</Text>
        <Text tone="muted">{address.address}</Text>
        {address.phone && <Link href={`tel:${address.phone.replace(/[^\d+]/g, '')}`}>Teléfono: {address.phone}</Link>}
        {order.status === 'ready_for_pickup' && (
          <Text>Tienes 15 días corridos para retirarlo. Lleva tu DNI y el número de compra.</Text>
        )}
      </Block>
    );
  }
  const onItsWay: readonly OrderStatus[] = ['paid', 'preparing', 'shipped'];
  return (
    <Block title="Entrega" height="full">
      <Text weight="medium">Envío a domicilio</Text>
      <Text tone="muted">{formatAddress(address)}</Text>
      {order.estimatedDelivery && onItsWay.includes(order.status) && (
        <Text>Entrega estimada: {formatOrderDate(order.estimatedDelivery)}</Text>
      )}
      {shipment && (
        <Stack as="dl" space="xsmall" margin="none">
          <div>
            <Text as="dt" size="small" tone="muted">Transporte</Text>
            <Text as="dd" weight="medium">{shipment.carrier}</Text>
          </div>
          <div>
            <Text as="dt" size="small" tone="muted">Código de seguimiento</Text>
            <Text as="dd" weight="medium">{shipment.trackingCode}</Text>
          </div>
        </Stack>
      )}
      {shipment?.trackingUrl && (
        <Link href={shipment.trackingUrl} external>
          Seguir el envío
        </Link>
      )}
    </Block>
  );
}

function Payment({ order }: { order: PlacedOrder }) {
  return (
    <Block title="Medio de pago" height="full">
      <Text weight="medium">{paymentMethodName(order.paymentMethod)}</Text>
      {order.loan && (
        <Text tone="muted">
          {order.loan.installments} cuotas de {formatARS(order.loan.installmentValue)}
        </Text>
      )}
      {order.cardPlan && <Text tone="muted">{cardPlanLine(order.cardPlan)}</Text>}
      {order.paidAt && <Text tone="muted">Pagada el {formatOrderDate(order.paidAt)}</Text>}
    </Block>
  );
}

/** The loan the order is paid with, as its borrower accepted it: the contract summary and schedule. */
function AcceptedLoan({ loan, lender }: { loan: NonNullable<PlacedOrder['loan']>; lender: Lender }) {
  if (!loan.quote) return null;
  return (
    <Card title="Contrato del préstamo" titleSize="4" space="small">
      {loan.acceptedAt && (
        <Text size="small" tone="muted">
          Aceptaste estas condiciones el {formatOrderDateTime(loan.acceptedAt)} (versión {loan.termsVersion}).
        </Text>
      )}
      <LoanContractSummary lender={lender} quote={loan.quote} termsHref={loan.contract?.url} />
    </Card>
  );
}

/** What is left to do for an unpaid order: the bank data for a transfer, or 'Pagar' again. */
function PendingPayment({ order, onCopyCbu, onPay, paying, payError }: Pick<OrderDetailScreenProps, 'onCopyCbu' | 'onPay' | 'paying' | 'payError'> & { order: PlacedOrder }) {
  if (order.status !== 'pending_payment') return null;
  const bank = order.bankTransfer;
  if (order.paymentMethod === 'Transferencia' && bank) {
    const receipt = `Hola, les envío el comprobante de la transferencia de la orden N° ${order.id}.`;
    return (
      <Stack space="small">
        <Text>
          Transfiere {formatARS(order.total)} a esta cuenta y envía el comprobante por WhatsApp indicando tu número de compra ({order.id}).
        </Text>
        {order.expiresAt && (
          <Text>Reservamos tus productos hasta el {formatOrderDateTime(order.expiresAt)}: sin la transferencia, la orden vence.</Text>
        )}
        <BankTransferDetails
          bank={bank.bank}
          holder={bank.holder}
          cuit={bank.cuit}
          cbu={bank.cbu}
          alias={bank.alias}
          whatsappUrl={whatsappUrl(bank.whatsapp, receipt)}
          onCopyCbu={onCopyCbu}
          headingLevel="2"
        />
      </Stack>
    );
  }
  const payable = order.paymentMethod === 'Mercado Pago' || order.paymentMethod === 'Tarjeta de crédito';
  if (!payable || !onPay) return null;
  return (
    <Card title="Pago pendiente" titleSize="4" space="small" background="subtle" alignItems="flex-start">
      <Text>
        Si todavía no pagaste, puedes hacerlo ahora
        {order.expiresAt ? `, hasta el ${formatOrderDateTime(order.expiresAt)}` : ''}.
      </Text>
      {payError && <FormFailure>{payError}</FormFailure>}
      <Button loading={paying} onClick={onPay}>
        Pagar
      </Button>
    </Card>
  );
}

/**
 * The withdrawal right where the order is (the domain's sentences): the rule before receipt, the
 * exact last day after it, then that the term ended; with the way to exercise it while it runs.
 */
function Withdrawal({ order, href, now }: { order: PlacedOrder; href?: string; now: number }) {
  const notice = withdrawalNotice(order, now);
  if (!notice) return null;
  const running = notice.phase !== 'ended';
  return (
    <Block title="Derecho de arrepentimiento">
      <Text>{notice.sentence}</Text>
      {running &&
        (href ? (
          <>
            <Text tone="muted">{WITHDRAWAL_FREE}.</Text>
            <ButtonLink href={href} variant="secondary" icon={<RotateCcw size={18} aria-hidden="true" />}>
              Botón de arrepentimiento
            </ButtonLink>
          </>
        ) : (
          <Text tone="muted">
            {WITHDRAWAL_FREE}: <Link href={shopPaths.repentance}>Botón de arrepentimiento</Link>.
          </Text>
        ))}
    </Block>
  );
}

function Reorder({ onReorder, reordering, message }: { onReorder: () => void; reordering?: boolean; message?: string | null }) {
  return (
    <div>
      <Button variant="secondary" fullWidth loading={reordering} loadingLabel="Agregando..." icon={<ShoppingCart size={18} aria-hidden="true" />} onClick={onReorder}>
        Volver a comprar
      </Button>
      {/* In the page from the start, so that its message is announced when it arrives. */}
      <Box role="status" marginTop={message ? 'small' : 'none'}>
        {message && <Text align="center">{message}</Text>}
      </Box>
    </div>
  );
}

/**
 * '/profile/orders/{id}' and the guest's '/seguimiento/{id}/{token}': one order — its state and
 * timeline, products, delivery (with the tracking code once shipped), payment and totals, its
 * invoice (and credit note) with the PDF; the bank data again or 'Pagar' while unpaid, 'Volver a comprar', and the withdrawal right: its rule, its last day or its end.
 */
export function OrderDetailScreen({
  order,
  invoices = [],
  notFound = false,
  loadError,
  onRetry,
  backHref,
  imageUrl,
  onCopyCbu,
  onPay,
  paying,
  payError,
  onReorder,
  reordering,
  reorderMessage,
  withdrawalHref,
  now = Date.now(),
  loanRevocation,
  lender,
}: OrderDetailScreenProps) {
  if (notFound) {
    return (
      <Page>
        <EmptyState
          headingLevel="1"
          icon={<SearchX />}
          title="No encontramos esa compra."
          description={backHref ? 'Revisa el número o búscala entre tus compras.' : 'Revisa el número o pide un nuevo enlace con tu correo.'}
          actions={
            backHref ? (
              <ButtonLink href={backHref}>Ver mis compras</ButtonLink>
            ) : (
              <ButtonLink href={shopPaths.tracking}>Seguimiento de compra</ButtonLink>
            )
          }
        />
      </Page>
    );
  }
  if (loadError) {
    return (
      <Page backHref={backHref}>
        <LoadFailure headingLevel="1" title="No pudimos cargar tu compra" message={loadError} onRetry={onRetry} />
      </Page>
    );
  }
  if (!order) {
    return (
      <Page backHref={backHref}>
        <Spinner size="large" label="Cargando tu compra..." />
      </Page>
    );
  }

  const itemCount = order.products.reduce((units, line) => units + line.quantity, 0);
  return (
    <Page backHref={backHref}>
      <Stack space="xsmall">
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
          <Heading level="1">Compra N° {order.id}</Heading>
          <OrderStatusBadge status={order.status} />
        </Box>
        <Text tone="muted">
          Realizada el <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>
        </Text>
        <Text>{statusNote(order)}</Text>
      </Stack>

      <Columns space="large" collapseBelow="desktop" alignY="top">
        <Column width="3/5">
          <Stack space="large">
            <PendingPayment order={order} onCopyCbu={onCopyCbu} onPay={onPay} paying={paying} payError={payError} />
            <Card title="Estado" titleSize="4">
              <OrderStatusTimeline status={order.status} shipmentMethod={order.shipmentMethod} timeline={order.timeline} />
            </Card>
            <Card title="Productos" titleSize="4" space="small">
              <OrderLines lines={order.products} imageUrl={imageUrl} />
            </Card>
            <Columns space="large" collapseBelow="desktop">
              <Column>
                <Delivery order={order} />
              </Column>
              <Column>
                <Payment order={order} />
              </Column>
            </Columns>
            {order.loan && <AcceptedLoan loan={order.loan} lender={lender} />}
          </Stack>
        </Column>
        <Column width="2/5">
          <Stack space="large">
            <PurchaseSummary
              itemCount={itemCount}
              subtotal={order.subtotal}
              coupon={order.couponCode ? { code: order.couponCode, discount: order.discount } : undefined}
              shipping={order.shippingCost}
              total={order.total}
              // At the rates each line kept from the day it was bought.
              totalWithoutNationalTaxes={orderWithoutNationalTaxes(order)}
              action={onReorder && <Reorder onReorder={onReorder} reordering={reordering} message={reorderMessage} />}
            />
            <OrderInvoices invoices={invoices} paid={order.paidAt !== null} />
            <Withdrawal order={order} href={withdrawalHref} now={now} />
            {order.loan?.revocation && loanRevocation && <LoanRevocation revocation={order.loan.revocation} orderStatus={order.status} {...loanRevocation} />}
          </Stack>
        </Column>
      </Columns>
    </Page>
  );
}
