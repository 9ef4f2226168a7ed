import { useState } from 'react';
import { ArrowLeftRight, CreditCard, HandCoins, LogIn, Wallet } from 'lucide-react';
import type { CardInstallments, OrderCardPlan, PaymentMethod } from '@tienda/domain';
import { BankTransferDetails, type BankTransferDetailsProps } from '../components/BankTransferDetails';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { CardInstallmentsChoice } from '../components/CardInstallmentsChoice';
import { CheckoutLayout, StepActions, type CheckoutStep } from '../components/CheckoutLayout';
import { ChoiceGroup, type ChoiceOption } from '../components/ChoiceGroup';
import { FormFailure } from '../components/Field';
import type { PurchaseSummaryProps } from '../components/PurchaseSummary';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';

/** How each stored value (spec §3) reads on screen. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  Prestamo: 'Préstamo',
  'Tarjeta de crédito': 'Tarjeta de Débito/Crédito',
  'Mercado Pago': 'Mercado Pago',
  Transferencia: 'Transferencia',
};

export const NO_PAYMENT_METHOD_MESSAGE = 'Elige un medio de pago para continuar.';

/** The shop's account for transfers: what BankTransferDetails shows. */
export type BankAccount = Pick<BankTransferDetailsProps, 'bank' | 'holder' | 'cuit' | 'cbu' | 'alias' | 'whatsappUrl'>;

export type PaymentMethodScreenProps = {
  /** The chosen method (storage 'payment_method'); null while none is chosen. */
  value: PaymentMethod | null;
  onValueChange: (method: PaymentMethod) => void;
  /** Guests cannot pay with a loan: the option says so and leads to log in. */
  isGuest: boolean;
  /** A guest went for the loan: the storefront sends them to /login. */
  onLoanNeedsLogin: () => void;
  /** Shown when 'Transferencia' is chosen. */
  bankAccount: BankAccount;
  onCopyCbu: (cbu: string) => void;
  /** 'Continuar' with a method: loan → /loans, the others → /summary. */
  onContinue: (method: PaymentMethod) => void;
  continuing?: boolean;
  /** Why the step could not go on, e.g. 'Error al acceder a los datos'. */
  error?: string | null;
  summary?: PurchaseSummaryProps;
  steps?: readonly CheckoutStep[];
  /**
   * Card and Mercado Pago: the purchase's "6 cuotas fijas" (null when its products have none, and
   * then only one payment is offered) and the shopper's choice, 1 or 6.
   */
  cardInstallments?: { plan: OrderCardPlan | null; value: CardInstallments; onValueChange: (value: CardInstallments) => void };
};

/** The methods whose providers take an instalment option. */
const INSTALMENT_METHODS: readonly PaymentMethod[] = ['Tarjeta de crédito', 'Mercado Pago'];

function paymentOptions(isGuest: boolean): ChoiceOption<PaymentMethod>[] {
  return [
    {
      value: 'Prestamo',
      label: PAYMENT_METHOD_LABELS.Prestamo,
      description: isGuest
        ? 'Tu préstamo pre-aprobado, en 12 cuotas o en las 6 cuotas fijas de tus productos. Necesitas iniciar sesión para usarlo.'
        : 'Tu préstamo pre-aprobado, en 12 cuotas o en las 6 cuotas fijas de tus productos.',
      icon: <HandCoins size={22} />,
    },
    {
      value: 'Tarjeta de crédito',
      label: PAYMENT_METHOD_LABELS['Tarjeta de crédito'],
      description: 'Pagas en la página segura de nuestro procesador de pagos.',
      icon: <CreditCard size={22} />,
    },
    {
      value: 'Mercado Pago',
      label: PAYMENT_METHOD_LABELS['Mercado Pago'],
      description: 'Pagas con tu cuenta de Mercado Pago.',
      icon: <Wallet size={22} />,
    },
    {
      value: 'Transferencia',
      label: PAYMENT_METHOD_LABELS.Transferencia,
      description: 'Transfieres el total y nos envías el comprobante por WhatsApp.',
      icon: <ArrowLeftRight size={22} />,
    },
  ];
}

/**
 * '/payment-method' (spec §2 Payment method): loan, card, Mercado Pago or transfer (with the
 * bank data and the CBU to copy), and 'Continuar'. A guest who picks the loan is told it needs
 * a session; choosing it does not navigate by itself (moving through the options with the
 * arrows must not change the page, WCAG 3.2.2): 'Ingresar' or 'Continuar' does.
 */
export function PaymentMethodScreen({
  value,
  onValueChange,
  isGuest,
  onLoanNeedsLogin,
  bankAccount,
  onCopyCbu,
  onContinue,
  continuing = false,
  error = null,
  summary,
  steps,
  cardInstallments,
}: PaymentMethodScreenProps) {
  const [missing, setMissing] = useState(false);

  const choose = (method: PaymentMethod) => {
    setMissing(false);
    onValueChange(method);
  };

  const proceed = () => {
    if (value === null) return setMissing(true);
    if (value === 'Prestamo' && isGuest) return onLoanNeedsLogin();
    onContinue(value);
  };

  const detail = (method: PaymentMethod) => {
    if (method === 'Transferencia') return <BankTransferDetails {...bankAccount} onCopyCbu={onCopyCbu} />;
    if (INSTALMENT_METHODS.includes(method) && cardInstallments?.plan) {
      return <CardInstallmentsChoice plan={cardInstallments.plan} value={cardInstallments.value} onValueChange={cardInstallments.onValueChange} />;
    }
    if (method === 'Prestamo' && isGuest) {
      return (
        <Stack space="medium">
          <Text size="small">Inicia sesión con tu cuenta para ver tu oferta de préstamo pre-aprobado y usarla en esta compra.</Text>
          <div>
            <Button variant="secondary" icon={<LogIn size={18} aria-hidden="true" />} onClick={onLoanNeedsLogin}>
              Ingresar
            </Button>
          </div>
        </Stack>
      );
    }
    return null;
  };

  return (
    <CheckoutLayout title="Medio de pago" intro="Elige cómo quieres pagar tu compra." step="payment" steps={steps} summary={summary}>
      <Card space="large" padding={{ mobile: 'medium', desktop: 'large' }}>
        <ChoiceGroup
          legend="Medios de pago"
          legendHidden
          options={paymentOptions(isGuest)}
          value={value}
          onValueChange={choose}
          renderDetail={detail}
          error={missing ? NO_PAYMENT_METHOD_MESSAGE : null}
        />
        {error && <FormFailure>{error}</FormFailure>}
        <StepActions>
          <Button onClick={proceed} loading={continuing}>
            Continuar
          </Button>
        </StepActions>
      </Card>
    </CheckoutLayout>
  );
}
