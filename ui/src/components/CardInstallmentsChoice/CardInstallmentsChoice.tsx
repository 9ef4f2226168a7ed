import { formatARS, formatRate, type CardInstallments, type OrderCardPlan } from '@tienda/domain';
import { ChoiceGroup, type ChoiceOption } from '../ChoiceGroup';

export type CardInstallmentsChoiceProps = {
  /** The purchase's "6 cuotas fijas", quoted by the domain (cardInstallmentPlan). */
  plan: OrderCardPlan;
  /** 1: one payment of the cash total; 6: the plan. */
  value: CardInstallments;
  onValueChange: (value: CardInstallments) => void;
};

const asInstallments = (value: '1' | '6'): CardInstallments => (value === '6' ? 6 : 1);

/**
 * Card or Mercado Pago: one payment of the cash total, or the products' "6 cuotas fijas" charged as
 * card instalments. The CFTEA is in the option's name, beside the instalment and as large as it
 * (Res. SIC 4/2025); the TEA, TNA and the total financed follow.
 */
export function CardInstallmentsChoice({ plan, value, onValueChange }: CardInstallmentsChoiceProps) {
  const options: ChoiceOption<'1' | '6'>[] = [
    { value: '1', label: `1 pago de ${formatARS(plan.cashTotal)}`, description: 'Precio de contado.' },
    {
      value: '6',
      label: `${plan.installments} cuotas fijas de ${formatARS(plan.installmentValue)} · CFTEA ${formatRate(plan.cftea)}`,
      description: `TEA ${formatRate(plan.tea)} · TNA ${formatRate(plan.tna)} · Total financiado ${formatARS(plan.totalFinanced)}, precio de contado ${formatARS(plan.cashTotal)}. Crédito de la tienda: la tarjeta no suma intereses.`,
    },
  ];
  return (
    <ChoiceGroup
      legend="¿En cuántos pagos?"
      options={options}
      value={String(value) as '1' | '6'}
      onValueChange={(choice) => onValueChange(asInstallments(choice))}
    />
  );
}
