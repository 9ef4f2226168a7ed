import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { cardInstallmentPlan, cartWithoutNationalTaxes, type CardInstallments } from '@tienda/domain';
import { PaymentMethodScreen, type PaymentMethodScreenProps } from '@tienda/ui';
import { bankAccount, summaryWithCoupon } from './fixtures/checkout';
import { cartOf } from './fixtures/cart';
import { controlled } from './fixtures/controlled';
import { phone } from './fixtures/products';

const meta = {
  title: 'Pantallas/PaymentMethod',
  component: PaymentMethodScreen,
  args: {
    value: null,
    onValueChange: fn(),
    isGuest: false,
    onLoanNeedsLogin: fn(),
    bankAccount,
    onCopyCbu: fn(),
    onContinue: fn(),
    summary: { ...summaryWithCoupon, shipping: 4_520.5, total: summaryWithCoupon.total + 4_520.5 },
    steps: ['delivery', 'payment', 'summary'],
  },
  // The storefront keeps the chosen method (storage 'payment_method').
  render: controlled(PaymentMethodScreen, 'value', { onValueChange: (value) => value }),
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof PaymentMethodScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Medio de pago' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Pasos de la compra' })).getByText('Paso 2 de 3')).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    // In this order, each named by its label alone.
    const names = ['Préstamo', 'Tarjeta de Débito/Crédito', 'Mercado Pago', 'Transferencia'];
    for (const [index, name] of names.entries()) await expect(radios[index]).toBe(canvas.getByRole('radio', { name }));
    // The stored values are the spec's.
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['Prestamo', 'Tarjeta de crédito', 'Mercado Pago', 'Transferencia']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Medios de pago' })).toHaveAccessibleDescription('Elige un medio de pago para continuar.');
  },
};

export const TransferShowsBankData: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Transferencia' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('Transferencia');
    const bank = within(canvas.getByRole('region', { name: 'Datos para la transferencia' }));
    await expect(bank.getByText('Banco de Ejemplo S.A.')).toBeVisible();
    await userEvent.click(bank.getByRole('button', { name: '9990001800000123456784 Copiar CBU' }));
    await expect(args.onCopyCbu).toHaveBeenCalledOnce();
    await expect(args.onCopyCbu).toHaveBeenCalledWith('9990001800000123456784');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onContinue).toHaveBeenCalledWith('Transferencia');
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    // Into the group, then the arrows: card, Mercado Pago.
    canvas.getByRole('radio', { name: 'Préstamo' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mercado Pago' })).toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onContinue).toHaveBeenCalledWith('Mercado Pago');
  },
};

export const MemberLoan: Story = {
  args: { value: 'Prestamo' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Préstamo' })).toHaveAccessibleDescription('Tu préstamo pre-aprobado, en 12 cuotas o en las 6 cuotas fijas de tus productos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onContinue).toHaveBeenCalledWith('Prestamo');
    await expect(args.onLoanNeedsLogin).not.toHaveBeenCalled();
  },
};

/** A guest is told the loan needs a session; moving through the options never leaves the page. */
export const GuestLoanNeedsLogin: Story = {
  args: { isGuest: true, steps: undefined },
  play: async ({ canvas, args }) => {
    const loan = canvas.getByRole('radio', { name: 'Préstamo' });
    await expect(loan).toHaveAccessibleDescription('Tu préstamo pre-aprobado, en 12 cuotas o en las 6 cuotas fijas de tus productos. Necesitas iniciar sesión para usarlo.');
    await userEvent.click(loan);
    await expect(args.onLoanNeedsLogin).not.toHaveBeenCalled();
    await expect(canvas.getByText(/Inicia sesión con tu cuenta para ver tu oferta/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onLoanNeedsLogin).toHaveBeenCalledOnce();
    // 'Continuar' with the loan leads to log in too, never to the loan step.
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onLoanNeedsLogin).toHaveBeenCalledTimes(2);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Continuing: Story = {
  args: { value: 'Tarjeta de crédito', continuing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { value: 'Mercado Pago', error: 'Error al acceder a los datos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al acceder a los datos');
  },
};

// One phone picked up at the store: $ 339.999 in cash, or its "6 cuotas fijas" (the domain's quote).
const phonePlan = cardInstallmentPlan([{ product: phone, quantity: 1 }], 339_999, Date.UTC(2026, 10, 26, 18))!;

/** The page with the shopper's choice of instalments kept, as the storefront keeps it in 'payment_method'. */
function WithInstallments(args: PaymentMethodScreenProps) {
  const [method, setMethod] = useState(args.value);
  const [installments, setInstallments] = useState<CardInstallments>(args.cardInstallments?.value ?? 1);
  return (
    <PaymentMethodScreen
      {...args}
      value={method}
      onValueChange={(value) => {
        setMethod(value);
        args.onValueChange(value);
      }}
      cardInstallments={{
        plan: phonePlan,
        value: installments,
        onValueChange: (value) => {
          setInstallments(value);
          args.cardInstallments?.onValueChange(value);
        },
      }}
    />
  );
}

/**
 * Card or Mercado Pago: "1 pago" of the cash total, or the "6 cuotas fijas" with the CFTEA in the
 * option's own name, beside the instalment, and the TEA, TNA and total financed under it.
 */
export const CardInSixInstallments: Story = {
  args: {
    value: 'Tarjeta de crédito',
    summary: { itemCount: 1, subtotal: 339_999, shipping: 0, total: 339_999, totalWithoutNationalTaxes: cartWithoutNationalTaxes(cartOf([[phone, 1]]), 0) },
    cardInstallments: { plan: phonePlan, value: 1, onValueChange: fn() },
  },
  render: (args) => <WithInstallments {...args} />,
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: '¿En cuántos pagos?' }));
    await expect(group.getByRole('radio', { name: /^1 pago de \$\s339\.999,00$/ })).toBeChecked();
    const six = group.getByRole('radio', { name: /^6 cuotas fijas de \$\s66\.666,50 · CFTEA \d+,\d+\s?%$/ });
    await expect(six).toHaveAccessibleDescription(/^TEA \d+,\d+\s?% · TNA \d+,\d+\s?% · Total financiado \$\s399\.999,00, precio de contado \$\s339\.999,00\./);
    await userEvent.click(six);
    await expect(args.cardInstallments!.onValueChange).toHaveBeenCalledWith(6);
    await expect(six).toBeChecked();
    // Mercado Pago takes the same choice; a transfer has none.
    await userEvent.click(canvas.getByRole('radio', { name: 'Mercado Pago' }));
    await expect(canvas.getByRole('radio', { name: /^6 cuotas fijas de/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Transferencia' }));
    await expect(canvas.queryByRole('group', { name: '¿En cuántos pagos?' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tarjeta de Débito/Crédito' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledWith('Tarjeta de crédito');
  },
};
