import { useId, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Clock, Info, MessageCircle, SearchX } from 'lucide-react';
import { formatARS, installmentValue, LOAN_INSTALLMENTS, loanOfferState, type LoanOffer } from '@tienda/domain';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { ButtonLink } from '../components/ButtonLink';
import { CheckoutLayout, type CheckoutStep } from '../components/CheckoutLayout';
import { EmptyState } from '../components/EmptyState';
import { FormFailure } from '../components/Field';
import { Heading } from '../components/Heading';
import { Link } from '../components/Link';
import type { PurchaseSummaryProps } from '../components/PurchaseSummary';
import { LoanUsageBar } from '../components/LoanUsageBar';
import { Spinner } from '../components/Spinner';
import { Text } from '../components/Text';
import { shopPaths } from '../paths';
import * as styles from './LoansScreen.css';

/** The cost of the credit as Argentine law asks it to be shown, in percent a year. */
export type LoanFinancing = { tea: number; cftea: number };

/** The offer query (GET apply-for-loan): on its way, failed, or answered (`offer` null: no offer at all). */
export type LoanOfferLoad =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; offer: LoanOffer | null; financing: LoanFinancing };

export type LoansScreenProps = {
  load: LoanOfferLoad;
  /** 'Resumen de compra'; its total is the amount the loan is asked for. */
  summary: Omit<PurchaseSummaryProps, 'action'>;
  /** The checkout steps this shopper goes through (the loan is part of 'Pago'). */
  steps?: readonly CheckoutStep[];
  /** 'Confirmar préstamo' on an approved offer: the storefront creates the order, then /summary. */
  onConfirm: () => void;
  confirming?: boolean;
  /** The order was refused: the server's message or 'Error al procesar la orden. Por favor, intente nuevamente.' */
  confirmError?: string | null;
  /** A wa.me link to an operator, offered when the offer nearly covers the purchase. */
  operatorWhatsappUrl: string;
  /** Asks for the offer again after a failure. */
  onRetry: () => void;
};

// es-AR decimals with the sign stuck to the figure, as rates are written in Argentina: "98,50%".
const rateFormat = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rate = (percent: number) => `${rateFormat.format(percent)}%`;

/** A titled block of the page with its status badge (the word says it, the colour repeats it). */
function OfferPanel({ title, badge, children }: { title: string; badge: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <Heading level="2" size="3" id={titleId}>
          {title}
        </Heading>
        {badge}
      </div>
      {children}
    </section>
  );
}

function StatusBadge({ status, tone }: { status: string; tone: 'success' | 'warning' }) {
  const Icon = tone === 'success' ? CircleCheck : Clock;
  return (
    <Badge tone={tone} className={styles.status}>
      <Icon size={14} strokeWidth={2.5} aria-hidden="true" />
      {status}
    </Badge>
  );
}

/** Label–figure pairs: the offer against the purchase. */
function Figures({ rows }: { rows: readonly { label: string; value: string; emphasis?: boolean }[] }) {
  return (
    <dl className={styles.figures}>
      {rows.map(({ label, value, emphasis }) => (
        <div key={label} className={styles.figureRow}>
          <dt>{label}</dt>
          <dd className={styles.figureValue({ emphasis })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice}>
      <Info size={20} aria-hidden="true" className={styles.noticeIcon} />
      <div className={styles.noticeText}>{children}</div>
    </div>
  );
}

/**
 * '/loans' (spec §2 Loans, §4 Loan): the pre-approved offer against the purchase total and
 * what comes next. Approved: the usage of the credit line, 12 instalments of total/12 and the
 * CFTEA (larger and bolder than the TEA, as the BCRA asks), 'Confirmar préstamo'. Nearly
 * there (offer ≥ total/1.2): the shortfall, change the cart or talk to an operator. Pending:
 * the ways on. No offer: the spec's sentence. Also the query's loading and failure.
 */
export function LoansScreen({
  load,
  summary,
  steps,
  onConfirm,
  confirming = false,
  confirmError = null,
  operatorWhatsappUrl,
  onRetry,
}: LoansScreenProps) {
  return (
    <CheckoutLayout title="Pagar con préstamo" step="payment" steps={steps} summary={summary}>
      <LoanOfferContent
        load={load}
        total={summary.total}
        onConfirm={onConfirm}
        confirming={confirming}
        confirmError={confirmError}
        operatorWhatsappUrl={operatorWhatsappUrl}
        onRetry={onRetry}
      />
    </CheckoutLayout>
  );
}

type ContentProps = Omit<LoansScreenProps, 'summary' | 'steps'> & { total: number };

function LoanOfferContent({ load, total, onConfirm, confirming, confirmError, operatorWhatsappUrl, onRetry }: ContentProps) {
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label="Consultando tu oferta..." />
      </div>
    );
  }

  if (load.status === 'error') {
    return (
      <EmptyState
        role="alert"
        tone="critical"
        icon={<CircleAlert size={36} />}
        title="No pudimos consultar tu oferta"
        description={load.message ?? 'Vuelve a intentarlo en unos minutos.'}
        actions={<Button onClick={onRetry}>Reintentar</Button>}
      />
    );
  }

  const { offer, financing } = load;
  const state = loanOfferState(offer, total);
  const otherPaymentMethod = (
    <ButtonLink href={shopPaths.paymentMethod} variant="secondary">
      Elegir otro medio de pago
    </ButtonLink>
  );

  if (state.kind === 'none' || !offer) {
    return (
      <EmptyState
        icon={<SearchX size={36} />}
        title="No contamos con ofertas disponibles para usted en este momento."
        description="Puedes pagar tu compra con otro medio de pago."
        actions={otherPaymentMethod}
      />
    );
  }

  const { maximoCapital } = offer;

  if (state.kind === 'approved') {
    return (
      <OfferPanel title="Tu préstamo pre-aprobado" badge={<StatusBadge status={state.status} tone="success" />}>
        <Figures
          rows={[
            { label: 'Monto pre-aprobado', value: formatARS(maximoCapital) },
            { label: 'Total de tu compra', value: formatARS(total) },
          ]}
        />
        <LoanUsageBar used={total} limit={maximoCapital} />
        <div className={styles.plan}>
          <p className={styles.installments}>
            {LOAN_INSTALLMENTS} cuotas fijas de <span className={styles.installmentValue}>{formatARS(installmentValue(total))}</span>
          </p>
          <p className={styles.cftea}>CFTEA: {rate(financing.cftea)}</p>
          <p className={styles.tea}>TEA: {rate(financing.tea)}</p>
          <p className={styles.legal}>CFTEA: Costo Financiero Total Efectivo Anual. TEA: Tasa Efectiva Anual.</p>
        </div>
        {state.surplus && (
          <Notice>
            <Text size="small">
              Tu compra usa solo una parte de tu crédito: {formatARS(maximoCapital - total)} quedarán sin utilizar. Puedes sumar
              más productos antes de confirmar.
            </Text>
            <Link href={shopPaths.explore}>Seguir comprando</Link>
          </Notice>
        )}
        {confirmError && <FormFailure>{confirmError}</FormFailure>}
        <Button size="large" fullWidth loading={confirming} onClick={onConfirm}>
          Confirmar préstamo
        </Button>
      </OfferPanel>
    );
  }

  const figures = (
    <Figures
      rows={[
        { label: 'Monto pre-aprobado', value: formatARS(maximoCapital) },
        { label: 'Total de tu compra', value: formatARS(total) },
        { label: 'Te faltan', value: formatARS(state.shortfall), emphasis: true },
      ]}
    />
  );

  if (state.kind === 'nearly') {
    return (
      <OfferPanel title="¡Estás muy cerca!" badge={<StatusBadge status={state.status} tone="warning" />}>
        <Text>
          Tu monto pre-aprobado cubre casi toda tu compra. Puedes quitar productos de tu carrito para que entre en tu crédito, o
          hablar con un asesor para ver cómo seguir.
        </Text>
        {figures}
        <div className={styles.actions}>
          <ButtonLink href={shopPaths.cart} variant="secondary">
            Modificar carrito
          </ButtonLink>
          <ButtonLink href={operatorWhatsappUrl} external icon={<MessageCircle size={20} aria-hidden="true" />}>
            Hablar con un asesor
          </ButtonLink>
        </div>
      </OfferPanel>
    );
  }

  return (
    <OfferPanel title="Tu solicitud quedó pendiente" badge={<StatusBadge status={state.status} tone="warning" />}>
      <Text>Tu monto pre-aprobado no alcanza para el total de esta compra.</Text>
      {figures}
      <div className={styles.next}>
        <Heading level="3" size="4">
          ¿Cómo sigo?
        </Heading>
        <ul className={styles.nextList}>
          <li>Ajusta tu carrito a tu monto pre-aprobado de {formatARS(maximoCapital)} y vuelve a elegir el préstamo.</li>
          <li>O paga esta compra con otro medio de pago.</li>
        </ul>
      </div>
      <div className={styles.actions}>
        <ButtonLink href={shopPaths.cart}>Modificar carrito</ButtonLink>
        {otherPaymentMethod}
      </div>
    </OfferPanel>
  );
}
