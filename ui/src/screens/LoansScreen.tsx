import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Clock, Info, MessageCircle, SearchX } from 'lucide-react';
import { formatARS, installmentValue, LOAN_INSTALLMENTS, loanOfferState, type LoanOffer } from '@tienda/domain';
import type { Tone } from '../theme/tones';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button, ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { CheckoutLayout, type CheckoutStep } from '../components/CheckoutLayout';
import { EmptyState } from '../components/EmptyState';
import { FormFailure } from '../components/Field';
import { Heading } from '../components/Heading';
import { Link } from '../components/Link';
import type { PurchaseSummaryProps } from '../components/PurchaseSummary';
import { LoanUsageBar } from '../components/LoanUsageBar';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
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

/** The engine's status word (the word says it, the colour repeats it). */
function StatusBadge({ status, tone }: { status: string; tone: Extract<Tone, 'success' | 'warning'> }) {
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
    <Stack as="dl" space="xsmall" margin="none">
      {rows.map(({ label, value, emphasis }) => (
        <Box key={label} display="flex" justifyContent="space-between" alignItems="baseline" gap="medium">
          <dt>{label}</dt>
          <dd className={styles.figureValue({ emphasis })}>{value}</dd>
        </Box>
      ))}
    </Stack>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" alignItems="flex-start" gap="xsmall" padding="small" background="infoTint" borderRadius="small">
      <Info size={20} aria-hidden="true" className={styles.noticeIcon} />
      <Stack space="xxsmall" alignItems="flex-start">
        {children}
      </Stack>
    </Box>
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
      <Box display="flex" justifyContent="center" paddingY="xxlarge">
        <Spinner size="large" label="Consultando tu oferta..." />
      </Box>
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
      <Card title="Tu préstamo pre-aprobado" action={<StatusBadge status={state.status} tone="success" />} space="large">
        <Figures
          rows={[
            { label: 'Monto pre-aprobado', value: formatARS(maximoCapital) },
            { label: 'Total de tu compra', value: formatARS(total) },
          ]}
        />
        <LoanUsageBar used={total} limit={maximoCapital} />
        <Stack space="xxsmall" padding="medium" background="subtle" borderRadius="medium">
          <p className={styles.installments}>
            {LOAN_INSTALLMENTS} cuotas fijas de <span className={styles.installmentValue}>{formatARS(installmentValue(total))}</span>
          </p>
          <p className={styles.cftea}>CFTEA: {rate(financing.cftea)}</p>
          <p className={styles.tea}>TEA: {rate(financing.tea)}</p>
          <p className={styles.legal}>CFTEA: Costo Financiero Total Efectivo Anual. TEA: Tasa Efectiva Anual.</p>
        </Stack>
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
      </Card>
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
      <Card title="¡Estás muy cerca!" action={<StatusBadge status={state.status} tone="warning" />} space="large">
        <Text>
          Tu monto pre-aprobado cubre casi toda tu compra. Puedes quitar productos de tu carrito para que entre en tu crédito, o
          hablar con un asesor para ver cómo seguir.
        </Text>
        {figures}
        <Box display="flex" flexWrap="wrap" gap="small">
          <ButtonLink href={shopPaths.cart} variant="secondary">
            Modificar carrito
          </ButtonLink>
          <ButtonLink href={operatorWhatsappUrl} external icon={<MessageCircle size={20} aria-hidden="true" />}>
            Hablar con un asesor
          </ButtonLink>
        </Box>
      </Card>
    );
  }

  return (
    <Card title="Tu solicitud quedó pendiente" action={<StatusBadge status={state.status} tone="warning" />} space="large">
      <Text>Tu monto pre-aprobado no alcanza para el total de esta compra.</Text>
      {figures}
      <Stack space="xsmall">
        <Heading level="3" size="4">
          ¿Cómo sigo?
        </Heading>
        <Stack as="ul" space="xxsmall" margin="none" paddingLeft="large">
          <li>Ajusta tu carrito a tu monto pre-aprobado de {formatARS(maximoCapital)} y vuelve a elegir el préstamo.</li>
          <li>O paga esta compra con otro medio de pago.</li>
        </Stack>
      </Stack>
      <Box display="flex" flexWrap="wrap" gap="small">
        <ButtonLink href={shopPaths.cart}>Modificar carrito</ButtonLink>
        {otherPaymentMethod}
      </Box>
    </Card>
  );
}
