import { useState, type FormEvent, type ReactNode } from 'react';
import { ChevronLeft, CircleCheck, SearchX } from 'lucide-react';
import {
  canMove,
  cardPlanLine,
  formatARS,
  formatRate,
  ORDER_STATUS_LABELS,
  ShippedBody,
  STAFF_ORDER_STEPS,
  type OrderHistoryEntry,
  type ShippedDetails,
  type StaffOrderDetail,
  type StaffOrderStep,
  orderWithoutNationalTaxes,
} from '@tienda/domain';
import { Box } from '../components/Box';
import { Button, ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { Column, Columns } from '../components/Columns';
import { formatShortDateTime, formatShortDay } from '../components/DataTable';
import { ConfirmDialog, Dialog } from '../components/Dialog';
import { formatAddress } from '../components/EditProfileDialog';
import { LoanContractSummary, type Lender } from '../components/LoanContractSummary';
import { Facts } from './Facts';
import { EmptyState, LoadFailure } from '../components/EmptyState';
import { FormFailure } from '../components/Field';
import { Link } from '../components/Link';
import { OrderLines } from '../components/OrderLines';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { PurchaseSummary } from '../components/PurchaseSummary';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { staffPaths } from '../components/StaffLayout';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { PAYMENT_METHOD_LABELS } from '../screens/PaymentMethodScreen';
import { bareList } from '../theme/utils.css';
import type { InvoiceRetryProps } from './InvoiceRetry';
import { StaffLoanRevocation } from './StaffLoanRevocation';
import { StaffOrderInvoices } from './StaffOrderInvoices';

export type StaffOrderScreenProps = {
  /** The order with its customer, withdrawal, history and vouchers; undefined while it travels. */
  detail?: StaffOrderDetail;
  /** No order with that number (404). */
  notFound?: boolean;
  /** It could not be loaded: said, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** A step confirmed by the staff; 'shipped' comes with the carrier and tracking code. */
  onStep: (step: StaffOrderStep, details?: ShippedDetails) => void;
  /** `saving` while the step travels; `done` or `refused` with the server's `message`. */
  stepStatus?: 'idle' | 'saving' | 'done' | 'refused';
  /** The server's sentence about the last step ('La orden quedó EN PREPARACIÓN.'). */
  message?: string | null;
  /** Back to the list (the app may keep its filters in it). */
  backHref?: string;
  /** Who lent, for a loan order's contract summary (the shop's seller); the summary waits for it. */
  lender?: Lender;
  /** 'Reintentar' on a voucher ARCA refused, and how the last one went. */
  onRetryInvoice: InvoiceRetryProps['onRetryInvoice'];
  invoiceRetry?: InvoiceRetryProps['retry'];
};

type StepSpec = { label: string; question: (id: number) => string; critical?: boolean };

/** What each step's button says and what its confirmation asks, in the order of an order's life. */
const STEPS: Record<StaffOrderStep, StepSpec> = {
  paid: { label: 'Marcar pagada', question: (id) => `¿Confirmas que recibiste el pago de la orden N° ${id}? Pasará a ${ORDER_STATUS_LABELS.paid}.` },
  preparing: { label: 'En preparación', question: (id) => `La orden N° ${id} pasará a ${ORDER_STATUS_LABELS.preparing}.` },
  shipped: { label: 'Marcar enviada', question: (id) => `Indica quién lleva la orden N° ${id} y su código de seguimiento.` },
  'ready-for-pickup': { label: 'Lista para retirar', question: (id) => `La orden N° ${id} pasará a ${ORDER_STATUS_LABELS.ready_for_pickup}.` },
  delivered: { label: 'Entregada', question: (id) => `¿Confirmas que el cliente recibió la orden N° ${id}? Pasará a ${ORDER_STATUS_LABELS.delivered}.` },
  refunded: {
    label: 'Reintegrada',
    question: (id) => `¿Confirmas que reintegraste el dinero de la orden N° ${id}? Pasará a ${ORDER_STATUS_LABELS.refunded}.`,
  },
  cancel: {
    label: 'Cancelar orden',
    question: (id) => `¿Seguro que quieres cancelar la orden N° ${id}? Pasará a ${ORDER_STATUS_LABELS.cancelled} y no se podrá pagar.`,
    critical: true,
  },
};

const STEP_ORDER = Object.keys(STEPS) as StaffOrderStep[];

/** The steps the order's state allows, given how it is delivered. */
export function allowedSteps({ status, shipmentMethod }: StaffOrderDetail['order']): StaffOrderStep[] {
  return STEP_ORDER.filter((step) => canMove(status, STAFF_ORDER_STEPS[step], shipmentMethod));
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} titleSize="4" space="small">
      {children}
    </Card>
  );
}

const HISTORY_KINDS: Record<OrderHistoryEntry['kind'], string> = { state: 'Estado', payment: 'Pago', mail: 'Correo', staff: 'Personal' };

/** The carrier, the tracking code and its optional link, by ShippedBody's rules; the form is the confirmation. */
function ShippedDialog({ open, onOpenChange, orderId, onSend }: { open: boolean; onOpenChange: (open: boolean) => void; orderId: number; onSend: (details: ShippedDetails) => void }) {
  const [values, setValues] = useState({ carrier: '', trackingCode: '', trackingUrl: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => {
      setValues((before) => ({ ...before, [field]: value }));
      setErrors((before) => ({ ...before, [field]: undefined }));
    },
  });
  const formId = `shipped-${orderId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { carrier: values.carrier, trackingCode: values.trackingCode, ...(values.trackingUrl.trim() ? { trackingUrl: values.trackingUrl } : {}) };
    const [failure, details] = ShippedBody.validate(body, { coerce: true });
    if (failure) {
      const found: typeof errors = {};
      for (const { path, message } of failure.failures()) {
        const field = path[0] as keyof typeof values;
        found[field] ??= message;
      }
      setErrors(found);
      // The first field to fix gets the focus, in the order of the form.
      const first = (['carrier', 'trackingCode', 'trackingUrl'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    onSend(details);
    onOpenChange(false);
  };

  return (
    <Dialog
      title="Marcar enviada"
      description={STEPS.shipped.question(orderId)}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form={formId}>
            Marcar enviada
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} space="medium" noValidate onSubmit={submit}>
        <TextField id={`${formId}-carrier`} label="Transporte" placeholder="Andreani, OCA, Correo Argentino..." autoComplete="off" {...bind('carrier')} />
        <TextField id={`${formId}-trackingCode`} label="Código de seguimiento" autoComplete="off" {...bind('trackingCode')} />
        <TextField
          id={`${formId}-trackingUrl`}
          label="Enlace de seguimiento (opcional)"
          type="url"
          hint="La página del transporte donde el cliente sigue su envío."
          autoComplete="off"
          {...bind('trackingUrl')}
        />
      </Stack>
    </Dialog>
  );
}

function Steps({ detail, onStep, stepStatus, message }: Pick<StaffOrderScreenProps, 'onStep' | 'stepStatus' | 'message'> & { detail: StaffOrderDetail }) {
  const { order } = detail;
  const [asking, setAsking] = useState<StaffOrderStep | null>(null);
  const [sent, setSent] = useState<StaffOrderStep | null>(null);
  const steps = allowedSteps(order);
  const saving = stepStatus === 'saving';
  const send = (step: StaffOrderStep, details?: ShippedDetails) => {
    setSent(step);
    onStep(step, details);
  };

  return (
    <Card title="Acciones" titleSize="4" space="small">
      {steps.length === 0 ? (
        <Text tone="muted">No hay pasos para una orden {ORDER_STATUS_LABELS[order.status]}.</Text>
      ) : (
        <Box display="flex" flexWrap="wrap" gap="small">
          {steps.map((step) => (
            <Button
              key={step}
              variant={STEPS[step].critical ? 'critical' : step === steps[0] ? 'primary' : 'secondary'}
              loading={saving && sent === step}
              loadingLabel="Guardando..."
              disabled={saving}
              onClick={() => setAsking(step)}
            >
              {STEPS[step].label}
            </Button>
          ))}
        </Box>
      )}
      {/* In the page from the start, so that the server's answer is announced when it arrives. */}
      <div role="status">
        {stepStatus === 'done' && message && (
          <Box display="flex" alignItems="center" gap="xsmall">
            <CircleCheck size={20} aria-hidden="true" />
            <Text tone="success" weight="medium">{message}</Text>
          </Box>
        )}
      </div>
      {stepStatus === 'refused' && message && <FormFailure>{message}</FormFailure>}

      {asking && asking !== 'shipped' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={STEPS[asking].label}
          description={STEPS[asking].question(order.id)}
          confirmLabel={STEPS[asking].label}
          cancelLabel="Volver"
          onConfirm={() => send(asking)}
        />
      )}
      <ShippedDialog open={asking === 'shipped'} onOpenChange={(open) => !open && setAsking(null)} orderId={order.id} onSend={(details) => send('shipped', details)} />
    </Card>
  );
}

function Delivery({ order }: { order: StaffOrderDetail['order'] }) {
  const { address, shipment } = order;
  const facts: [string, ReactNode][] =
    'store' in address
      ? [
          ['Forma de entrega', 'Retiro en local'],
          ['Sucursal', address.store],
          ['Dirección', address.address],
        ]
      : [
          ['Forma de entrega', 'Envío a domicilio'],
          ['Dirección', formatAddress(address)],
          ...(order.estimatedDelivery ? [['Entrega estimada', formatShortDateTime(order.estimatedDelivery)] as [string, ReactNode]] : []),
        ];
  if (shipment) {
    facts.push(['Transporte', shipment.carrier], ['Código de seguimiento', shipment.trackingCode]);
    if (shipment.trackingUrl) {
      facts.push([
        'Seguimiento',
        <Link href={shipment.trackingUrl} external>
          Seguir el envío
        </Link>,
      ]);
    }
  }
  return (
    <Block title="Entrega">
      <Facts facts={facts} />
    </Block>
  );
}

function Payment({ order }: { order: StaffOrderDetail['order'] }) {
  const facts: [string, ReactNode][] = [['Medio de pago', PAYMENT_METHOD_LABELS[order.paymentMethod]]];
  if (order.paidAt) facts.push(['Pagada', formatShortDateTime(order.paidAt)]);
  if (order.expiresAt && order.status === 'pending_payment') facts.push(['Vence', formatShortDateTime(order.expiresAt)]);
  const { loan, bankTransfer, cardPlan } = order;
  if (cardPlan) facts.push(['Cuotas fijas', cardPlanLine(cardPlan)]);
  if (loan) {
    facts.push(
      ['Plan', loan.plan],
      ['Cuotas', `${loan.installments} cuotas de ${formatARS(loan.installmentValue)}`],
      ['Monto pedido', formatARS(loan.requestedAmount)],
      ['Estado del préstamo', loan.status],
      ['TEA / CFTEA', `${formatRate(loan.tea)} / ${formatRate(loan.cftea)}`],
      ['N° de consulta', String(loan.consultaId)],
    );
  }
  if (bankTransfer) {
    facts.push(['Cuenta', `${bankTransfer.bank} · ${bankTransfer.holder}`], ['CBU', bankTransfer.cbu], ['Alias', bankTransfer.alias]);
  }
  return (
    <Block title="Pago">
      <Facts facts={facts} />
    </Block>
  );
}

function Customer({ customer, termsAcceptance }: Pick<StaffOrderDetail, 'customer' | 'termsAcceptance'>) {
  return (
    <Block title="Cliente">
      <Facts
        facts={[
          ['Nombre', customer.name],
          ['Correo electrónico', <Link href={`mailto:${customer.email}`}>{customer.email}</Link>],
          ['Teléfono', <Link href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</Link>],
          ['CUIL', customer.cuil ?? 'No lo indicó'],
          ['Cuenta', customer.memberId === null ? 'Invitado (sin cuenta)' : `Cliente N° ${customer.memberId}`],
          [
            'Términos y condiciones',
            termsAcceptance ? `Versión ${termsAcceptance.version}, aceptados el ${formatShortDateTime(termsAcceptance.acceptedAt)}` : 'Sin registro (orden anterior a la aceptación)',
          ],
        ]}
      />
    </Block>
  );
}

function Withdrawal({ withdrawal }: { withdrawal: NonNullable<StaffOrderDetail['withdrawal']> }) {
  return (
    <Block title="Arrepentimiento">
      <Facts
        facts={[
          ['Código', withdrawal.code],
          ['Pedido el', formatShortDateTime(withdrawal.requestedAt)],
          ['Plazo', withdrawal.deadline ? `Hasta el ${formatShortDay(withdrawal.deadline)}` : 'Antes de la entrega'],
          ['Quién lo pidió', `${withdrawal.name} · ${withdrawal.email} · ${withdrawal.phone}`],
          ...(withdrawal.message ? [['Mensaje', withdrawal.message] as [string, ReactNode]] : []),
        ]}
      />
    </Block>
  );
}

function History({ history }: { history: StaffOrderDetail['history'] }) {
  return (
    <Block title="Historial">
      {history.length === 0 ? (
        <Text tone="muted">Sin movimientos todavía.</Text>
      ) : (
        <Stack as="ol" space="small" className={bareList}>
          {history.map((entry, index) => (
            <li key={index}>
              <Text size="small" tone="muted">
                <time dateTime={entry.at}>{formatShortDateTime(entry.at)}</time> · {HISTORY_KINDS[entry.kind]}
              </Text>
              <Text weight="medium">{entry.title}</Text>
              {entry.detail && <Text size="small">{entry.detail}</Text>}
            </li>
          ))}
        </Stack>
      )}
    </Block>
  );
}

/**
 * '/admin/pedidos/{id}': one order as the staff works it — what was bought and its figures, the
 * delivery, the payment (with the loan or the bank's data), its invoice and credit note, the
 * customer as they gave it, the withdrawal if any and everything that happened; and the steps its state allows, each confirmed.
 */
export function StaffOrderScreen({
  detail,
  notFound = false,
  loadError,
  onRetry,
  onStep,
  stepStatus = 'idle',
  message,
  backHref = staffPaths.orders,
  lender,
  onRetryInvoice,
  invoiceRetry,
}: StaffOrderScreenProps) {
  const back = (
    <Box display="flex" alignItems="center" gap="xxsmall">
      <ChevronLeft size={18} aria-hidden="true" />
      <Link href={backHref}>Volver a Pedidos</Link>
    </Box>
  );
  if (notFound) {
    return (
      <EmptyState
        icon={<SearchX />}
        title="No encontramos esa orden."
        description="Revisa el número o búscala en la lista de pedidos."
        actions={<ButtonLink href={backHref}>Ver pedidos</ButtonLink>}
      />
    );
  }
  if (loadError) {
    return (
      <Stack space="large">
        {back}
        <LoadFailure title="No pudimos cargar la orden" message={loadError} onRetry={onRetry} />
      </Stack>
    );
  }
  if (!detail) {
    return (
      <Stack space="large">
        {back}
        <Spinner size="large" label="Cargando la orden..." />
      </Stack>
    );
  }

  const { order } = detail;
  const itemCount = order.products.reduce((units, line) => units + line.quantity, 0);
  return (
    <Stack space="large">
      {back}
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
        <OrderStatusBadge status={order.status} />
        <Text tone="muted">
          Realizada el <time dateTime={order.createdAt}>{formatShortDateTime(order.createdAt)}</time>
        </Text>
      </Box>
      <Columns space="large" alignY="top">
        <Column width="3/5">
          <Stack space="large">
            <Steps detail={detail} onStep={onStep} stepStatus={stepStatus} message={message} />
            <Block title="Productos">
              <OrderLines lines={order.products} />
            </Block>
            <Columns space="large">
              <Column>
                <Delivery order={order} />
              </Column>
              <Column>
                <Payment order={order} />
              </Column>
            </Columns>
            {order.loan?.quote && (
              <Block title="Préstamo aceptado">
                {order.loan.acceptedAt && (
                  <Text size="small" tone="muted">
                    Aceptado el {formatShortDateTime(order.loan.acceptedAt)} · condiciones versión {order.loan.termsVersion}
                  </Text>
                )}
                {lender && <LoanContractSummary lender={lender} quote={order.loan.quote} />}
                {order.loan.contract && (
                  <Text size="small" tone="muted" breakAnywhere>
                    Huella del contrato en PDF (SHA-256): {order.loan.contract.sha256}
                  </Text>
                )}
              </Block>
            )}
            <History history={detail.history} />
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
              totalWithoutNationalTaxes={orderWithoutNationalTaxes(order)}
            />
            <StaffOrderInvoices invoices={detail.invoices} onRetryInvoice={onRetryInvoice} retry={invoiceRetry} />
            <Customer customer={detail.customer} termsAcceptance={detail.termsAcceptance} />
            {detail.withdrawal && <Withdrawal withdrawal={detail.withdrawal} />}
            {order.loan?.revocation && <StaffLoanRevocation revocation={order.loan.revocation} />}
          </Stack>
        </Column>
      </Columns>
    </Stack>
  );
}
