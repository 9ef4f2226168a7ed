import { useRef, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Clock, Info, MessageCircle, SearchX } from 'lucide-react';
import { formatARS, formatRate, loanOfferState, type LoanOffer, type PurchaseLoanOption } from '@tienda/domain';
import type { Tone } from '../theme/tones';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button, ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { Checkbox } from '../components/Checkbox';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { CheckoutLayout, type CheckoutStep } from '../components/CheckoutLayout';
import { EmptyState } from '../components/EmptyState';
import { FormFailure } from '../components/Field';
import { Heading } from '../components/Heading';
import { Link } from '../components/Link';
import type { PurchaseSummaryProps } from '../components/PurchaseSummary';
import { LoanContractSummary, type Lender } from '../components/LoanContractSummary';
import { LoanUsageBar } from '../components/LoanUsageBar';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { TermsAcceptance } from '../components/TermsAcceptance';
import { Text } from '../components/Text';
import { shopPaths } from '../paths';
import * as styles from './LoansScreen.css';

/**
 * The offer query (GET apply-for-loan): on its way, failed, or answered (`offer` null: no offer at all),
 * with each plan the purchase may be paid with, quoted for its total (domain purchaseLoanOptions).
 */
export type LoanOfferLoad =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; offer: LoanOffer | null; options: readonly PurchaseLoanOption[] };

export type LoansScreenProps = {
  load: LoanOfferLoad;
  /** 'Resumen de compra'; its total is the amount the loan is asked for. */
  summary: Omit<PurchaseSummaryProps, 'action'>;
  /** The checkout steps this shopper goes through (the loan is part of 'Pago'). */
  steps?: readonly CheckoutStep[];
  /** Who lends, as the contract summary names them. */
  lender: Lender;
  /** The contract's PDF for a plan (the same text the shopper accepts). */
  termsHref?: (plan: string) => string | undefined;
  /**
   * 'Confirmar préstamo' with the loan's terms and the shop's Términos y condiciones accepted: the
   * storefront creates the order with this plan (and the shop terms' version), then /summary.
   */
  onConfirm: (plan: string) => void;
  confirming?: boolean;
  /** The order was refused: the server's message or 'Error al procesar la orden. Por favor, intente nuevamente.' */
  confirmError?: string | null;
  /** A wa.me link to an operator, offered when the offer nearly covers the purchase. */
  operatorWhatsappUrl: string;
  /** Asks for the offer again after a failure. */
  onRetry: () => void;
};

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
 * what comes next. Approved: the usage of the credit line, the plans to choose from (each with its
 * instalment and CFTEA, equally prominent), the chosen plan's contract summary and schedule, the
 * express acceptance and 'Confirmar préstamo'. Nearly
 * there (offer ≥ total/1.2): the shortfall, change the cart or talk to an operator. Pending:
 * the ways on. No offer: the spec's sentence. Also the query's loading and failure.
 */
export function LoansScreen({
  load,
  summary,
  steps,
  lender,
  termsHref,
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
        lender={lender}
        termsHref={termsHref}
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

function LoanOfferContent({ load, total, lender, termsHref, onConfirm, confirming, confirmError, operatorWhatsappUrl, onRetry }: ContentProps) {
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

  const { offer, options } = load;
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
      <ApprovedOffer
        offer={offer}
        surplus={state.surplus}
        status={state.status}
        options={options}
        total={total}
        lender={lender}
        termsHref={termsHref}
        onConfirm={onConfirm}
        confirming={confirming}
        confirmError={confirmError}
        otherPaymentMethod={otherPaymentMethod}
      />
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

const ACCEPT_FIRST = 'Para confirmar, acepta el cuadro resumen y las condiciones del préstamo.';

type ApprovedProps = Pick<ContentProps, 'total' | 'lender' | 'termsHref' | 'onConfirm' | 'confirming' | 'confirmError'> & {
  offer: LoanOffer;
  status: string;
  surplus: boolean;
  options: readonly PurchaseLoanOption[];
  otherPaymentMethod: ReactNode;
};

const planLabel = ({ quote }: PurchaseLoanOption) => `${quote.installments} cuotas de ${formatARS(quote.highestInstallment)}`;

/** Why a plan cannot be chosen: which of the engine's limits its loan goes beyond. */
function limitReason(option: PurchaseLoanOption, offer: LoanOffer): string | null {
  if (option.exceeded === 'cuota') return `La cuota supera tu cuota máxima de ${formatARS(offer.maximoCuota)}.`;
  if (option.exceeded === 'capital') return `El monto supera tu monto pre-aprobado de ${formatARS(offer.maximoCapital)}.`;
  return null;
}

/** An approved offer: the plans, the chosen one's contract summary, and the express acceptance. */
function ApprovedOffer({ offer, status, surplus, options, total, lender, termsHref, onConfirm, confirming, confirmError, otherPaymentMethod }: ApprovedProps) {
  const usable = options.filter((option) => option.exceeded === null);
  const [plan, setPlan] = useState<string | null>(usable[0]?.financing.plan ?? null);
  const [accepted, setAccepted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The purchase is made here: the shop's own terms are accepted here too, beside the loan's.
  const [shopTermsAccepted, setShopTermsAccepted] = useState(false);
  const [shopTermsRefused, setShopTermsRefused] = useState(false);
  const shopTermsBox = useRef<HTMLInputElement>(null);
  const chosen = usable.find((option) => option.financing.plan === plan) ?? null;
  const failure = refusal ?? confirmError;
  const { maximoCapital } = offer;

  return (
    <Card title="Tu préstamo pre-aprobado" action={<StatusBadge status={status} tone="success" />} space="large">
      <Figures
        rows={[
          { label: 'Monto pre-aprobado', value: formatARS(maximoCapital) },
          { label: 'Total de tu compra', value: formatARS(total) },
        ]}
      />
      <LoanUsageBar used={total} limit={maximoCapital} />
      <ChoiceGroup
        legend="Elige en cuántas cuotas"
        options={options.map((option) => ({
          value: option.financing.plan,
          label: planLabel(option),
          description: limitReason(option, offer) ?? `CFTEA ${formatRate(option.quote.cftea)} · TEA ${formatRate(option.quote.tea)} · Total a pagar ${formatARS(option.quote.totalToRepay)}`,
          disabled: option.exceeded !== null,
        }))}
        value={plan}
        onValueChange={(value) => {
          setPlan(value);
          setRefusal(null);
        }}
      />
      {chosen ? (
        <LoanContractSummary lender={lender} quote={chosen.quote} termsHref={termsHref?.(chosen.financing.plan)} />
      ) : (
        <Notice>
          <Text size="small">Ningún plan entra en tu cuota máxima de {formatARS(offer.maximoCuota)}. Puedes quitar productos de tu carrito o pagar con otro medio.</Text>
          {otherPaymentMethod}
        </Notice>
      )}
      {surplus && (
        <Notice>
          <Text size="small">
            Tu compra usa solo una parte de tu crédito: {formatARS(maximoCapital - total)} quedarán sin utilizar. Puedes sumar más
            productos antes de confirmar.
          </Text>
          <Link href={shopPaths.explore}>Seguir comprando</Link>
        </Notice>
      )}
      {chosen && (
        <Checkbox
          label="Leí el cuadro resumen y las condiciones del préstamo, y las acepto."
          checked={accepted}
          onCheckedChange={(checked) => {
            setAccepted(checked);
            setRefusal(null);
          }}
          aria-invalid={refusal ? true : undefined}
        />
      )}
      {failure && <FormFailure>{failure}</FormFailure>}
      {chosen && (
        <TermsAcceptance
          accepted={shopTermsAccepted}
          onAcceptedChange={(checked) => {
            setShopTermsAccepted(checked);
            if (checked) setShopTermsRefused(false);
          }}
          refused={shopTermsRefused}
          inputRef={shopTermsBox}
        />
      )}
      <Button
        size="large"
        fullWidth
        loading={confirming}
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          if (!accepted) return setRefusal(ACCEPT_FIRST);
          if (!shopTermsAccepted) {
            setShopTermsRefused(true);
            return shopTermsBox.current?.focus();
          }
          onConfirm(chosen.financing.plan);
        }}
      >
        Confirmar préstamo
      </Button>
    </Card>
  );
}
