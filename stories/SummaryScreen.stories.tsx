import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SummaryScreen, type SummaryScreenProps } from '@tienda/ui';
import { bankAccount } from './fixtures/checkout';
import { imageUrlOf, phone, smartwatch, speaker } from './fixtures/products';
import { contactEmail, homeDelivery, homeShipping, pickupDelivery, summaryCart, summaryOf } from './fixtures/summary';

const meta = {
  title: 'Pantallas/Summary',
  component: SummaryScreen,
  args: {
    delivery: homeDelivery,
    paymentMethod: 'Mercado Pago',
    email: contactEmail,
    items: summaryCart.items,
    imageUrl: imageUrlOf,
    summary: summaryOf(summaryCart, homeShipping),
    transfer: { ...bankAccount, onCopyCbu: fn() },
    onPay: fn(),
    onShareLoan: fn(),
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof SummaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const block = (canvas: Canvas, title: string) => within(canvas.getByRole('region', { name: title }));

/** The figure the purchase summary pairs with a label. */
const figureOf = (canvas: Canvas, label: string) =>
  block(canvas, 'Resumen de compra').getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The button at the foot of the purchase summary. */
const action = (canvas: Canvas, name: string) => block(canvas, 'Resumen de compra').getByRole('button', { name });

const TERMS_BOX = 'Leí y acepto los Términos y condiciones';

/** Ticks 'Leí y acepto los Términos y condiciones', as every purchase asks before paying. */
const acceptTerms = (canvas: Canvas) => userEvent.click(block(canvas, 'Resumen de compra').getByRole('checkbox', { name: TERMS_BOX }));

/** Picks an option of a Radix Select with the mouse, as a person does. */
async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const MercadoPago: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Revisa tu compra');
    await expect(canvas.getByText('Paso 4 de 4')).toBeVisible();

    const delivery = block(canvas, 'Entrega');
    await expect(delivery.getByText('Envío a domicilio')).toBeVisible();
    await expect(delivery.getByText('Av. Corrientes 1234, CP 1043, Balvanera, Ciudad Autónoma de Buenos Aires')).toBeVisible();
    await expect(block(canvas, 'Medio de pago').getByText('Mercado Pago')).toBeVisible();
    await expect(block(canvas, 'Contacto').getByText(contactEmail)).toBeVisible();

    // Each product with its picture, quantity and line total.
    const products = block(canvas, 'Productos');
    const lines = products.getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent(`${phone.name}Cantidad: 1$ 339.999,00`);
    await expect(lines[1]).toHaveTextContent(smartwatch.name);
    await expect(lines[2]).toHaveTextContent(speaker.name);
    await expect(lines[0]!.querySelector('img')).toHaveAttribute('src', imageUrlOf(phone));

    // The side panel: count, subtotal, the coupon taken off, shipping and the total paid.
    await expect(figureOf(canvas, 'Productos')).toHaveTextContent(/^3$/);
    await expect(figureOf(canvas, 'Subtotal')).toHaveTextContent('$ 697.497,00');
    await expect(figureOf(canvas, 'Cupón BIENVENIDA10')).toHaveTextContent('-$ 69.749,70');
    await expect(figureOf(canvas, 'Envío')).toHaveTextContent('$ 8.450,50');
    await expect(figureOf(canvas, 'Total')).toHaveTextContent('$ 636.197,80');

    // No billing form and no bank data for this method.
    await expect(canvas.queryByRole('region', { name: 'Datos de facturación' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();

    // Near the button: the withdrawal right, its term and where to exercise it.
    const side = block(canvas, 'Resumen de compra');
    await expect(
      side.getByText(/^Puedes arrepentirte de tu compra dentro de los 10 días corridos desde que la recibes; si el último día no es hábil, el plazo se corre al siguiente día hábil\. Sin costo para ti:/),
    ).toBeVisible();
    await expect(side.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
    // The terms, a link away, and the box never ticked for the shopper.
    await expect(side.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terms-and-conditions');
    const terms = side.getByRole('checkbox', { name: TERMS_BOX });
    await expect(terms).not.toBeChecked();
    await expect(terms).toBeRequired();

    await acceptTerms(canvas);
    await userEvent.click(action(canvas, 'Pagar con Mercado Pago'));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith();
  },
};

/** Paying without the terms accepted: refused under the box, the focus taken there, nothing paid. */
export const TermsNotAccepted: Story = {
  play: async ({ canvas, args }) => {
    const side = block(canvas, 'Resumen de compra');
    await userEvent.click(action(canvas, 'Pagar con Mercado Pago'));
    await expect(args.onPay).not.toHaveBeenCalled();
    const terms = side.getByRole('checkbox', { name: TERMS_BOX });
    await expect(side.getByRole('alert')).toHaveTextContent('Para comprar, tienes que aceptar los Términos y condiciones.');
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('Para comprar, tienes que aceptar los Términos y condiciones.');
    // The keyboard ticks it where the focus is; the refusal goes.
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await expect(side.queryByRole('alert')).not.toBeInTheDocument();
    await expect(terms).not.toHaveAttribute('aria-invalid');
    window.scrollTo(0, 0);
  },
};

/** The terms ticked: the button pays. */
export const TermsAccepted: Story = {
  play: async ({ canvas, args }) => {
    await acceptTerms(canvas);
    await expect(block(canvas, 'Resumen de compra').getByRole('checkbox', { name: TERMS_BOX })).toBeChecked();
    await userEvent.click(action(canvas, 'Pagar con Mercado Pago'));
    await expect(args.onPay).toHaveBeenCalledOnce();
    // Ticked and unticked again: refused again.
    await acceptTerms(canvas);
    await userEvent.click(action(canvas, 'Pagar con Mercado Pago'));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(block(canvas, 'Resumen de compra').getByRole('alert')).toHaveTextContent('Para comprar, tienes que aceptar los Términos y condiciones.');
    await acceptTerms(canvas);
    window.scrollTo(0, 0);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    // While the order and the payment link are being made, the button says so and is off.
    const busy = action(canvas, 'Procesando...');
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Pickup: Story = {
  args: { delivery: pickupDelivery, summary: summaryOf(summaryCart, 0) },
  play: async ({ canvas }) => {
    const delivery = block(canvas, 'Entrega');
    await expect(delivery.getByText('Retiro en local: Sucursal Palermo')).toBeVisible();
    await expect(delivery.getByText('Av. Santa Fe 3253, Ciudad Autónoma de Buenos Aires')).toBeVisible();
    await expect(figureOf(canvas, 'Envío')).toHaveTextContent('GRATIS');
    await expect(figureOf(canvas, 'Total')).toHaveTextContent('$ 627.747,30');
  },
};

export const CardWithSavedAddress: Story = {
  args: { paymentMethod: 'Tarjeta de crédito' },
  play: async ({ canvas, args }) => {
    await expect(block(canvas, 'Medio de pago').getByText('Tarjeta de Débito/Crédito')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Datos de facturación' })).not.toBeInTheDocument();
    await acceptTerms(canvas);
    await userEvent.click(action(canvas, 'Pagar con tarjeta'));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith();
  },
};

export const CardWithBillingForm: Story = {
  args: { paymentMethod: 'Tarjeta de crédito', billingRequired: true },
  play: async ({ canvas }) => {
    const billing = block(canvas, 'Datos de facturación');
    for (const label of ['CUIL/CUIT', 'Calle', 'Código postal', 'Número']) {
      await expect(billing.getByRole('textbox', { name: label })).toHaveValue('');
    }
    await expect(billing.getByRole('combobox', { name: 'Provincia' })).toHaveTextContent('Elige una provincia');
    // The city waits for its province.
    await expect(billing.getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
    await expect(billing.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Primero elige la provincia');
  },
};

export const CardBillingRefused: Story = {
  args: { paymentMethod: 'Tarjeta de crédito', billingRequired: true },
  play: async ({ canvas, args }) => {
    // The terms first: until they are accepted the form is not even checked.
    await userEvent.click(action(canvas, 'Pagar con tarjeta'));
    await expect(block(canvas, 'Resumen de compra').getByRole('checkbox', { name: TERMS_BOX })).toHaveFocus();
    await expect(block(canvas, 'Datos de facturación').getByRole('textbox', { name: 'CUIL/CUIT' })).not.toHaveAttribute('aria-invalid');
    await acceptTerms(canvas);
    await userEvent.click(action(canvas, 'Pagar con tarjeta'));
    await expect(args.onPay).not.toHaveBeenCalled();
    // Each missing field says so, and the focus goes to the first one.
    const billing = block(canvas, 'Datos de facturación');
    const cuil = billing.getByRole('textbox', { name: 'CUIL/CUIT' });
    await expect(cuil).toHaveFocus();
    await expect(cuil).toHaveAccessibleDescription('Introduce un CUIL/CUIT.');
    await expect(billing.getByRole('combobox', { name: 'Provincia' })).toHaveAccessibleDescription('Elige una provincia.');
    await expect(billing.getByRole('textbox', { name: 'Calle' })).toHaveAccessibleDescription('Introduce la calle.');
    await expect(billing.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription('Introduce el código postal.');
    await expect(billing.getByRole('textbox', { name: 'Número' })).toHaveAccessibleDescription('Introduce el número.');

    // Digits only, and exactly 11 of them.
    await userEvent.type(cuil, '30-7123456');
    await expect(cuil).toHaveValue('307123456');
    await expect(cuil).not.toHaveAttribute('aria-invalid');
    await userEvent.click(action(canvas, 'Pagar con tarjeta'));
    await expect(cuil).toHaveAccessibleDescription('El CUIL/CUIT debe contener exactamente 11 números.');
    await expect(cuil).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
    // Back to the top for the picture (the focus scrolled the form into view).
    window.scrollTo(0, 0);
  },
};

export const CardBillingFilled: Story = {
  // An interaction, played at desktop width; the form's states have their own stories at both widths.
  parameters: { snapshot: { widths: [1280] } },
  args: { paymentMethod: 'Tarjeta de crédito', billingRequired: true },
  play: async ({ canvas, args }) => {
    const billing = block(canvas, 'Datos de facturación');
    await userEvent.type(billing.getByRole('textbox', { name: 'CUIL/CUIT' }), '30712345671');
    await choose(billing, 'Provincia', 'Córdoba');
    await choose(billing, 'Ciudad', 'Villa Carlos Paz');
    // Another province: its own cities, chosen again.
    await choose(billing, 'Provincia', 'Buenos Aires');
    await expect(billing.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Elige una ciudad');
    await choose(billing, 'Ciudad', 'La Plata');
    await userEvent.type(billing.getByRole('textbox', { name: 'Calle' }), 'Calle 7');
    await userEvent.type(billing.getByRole('textbox', { name: 'Código postal' }), '1900');
    await userEvent.type(billing.getByRole('textbox', { name: 'Número' }), '1234');

    await acceptTerms(canvas);
    await userEvent.click(action(canvas, 'Pagar con tarjeta'));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith({
      cuil: '30712345671',
      province: 'Buenos Aires',
      city: 'La Plata',
      street: 'Calle 7',
      zipCode: '1900',
      number: '1234',
    });
    window.scrollTo(0, 0);
  },
};

/** The storefront's part: paying makes the screen busy. */
function SummaryPaying(args: SummaryScreenProps) {
  const [busy, setBusy] = useState(false);
  return (
    <SummaryScreen
      {...args}
      busy={busy}
      onPay={(...billing) => {
        args.onPay(...billing);
        setBusy(true);
      }}
    />
  );
}

export const Transfer: Story = {
  args: { paymentMethod: 'Transferencia' },
  play: async ({ canvas, args }) => {
    await expect(block(canvas, 'Medio de pago').getByText('Transferencia')).toBeVisible();
    // The bank data, with the CBU to copy.
    const bank = block(canvas, 'Datos para la transferencia');
    await expect(bank.getByText('Banco de Ejemplo S.A.')).toBeVisible();
    await userEvent.click(bank.getByRole('button', { name: /Copiar CBU/ }));
    await expect(args.transfer!.onCopyCbu).toHaveBeenCalledWith(bankAccount.cbu);
    await expect(action(canvas, 'Finalizar y compartir por WhatsApp')).toBeEnabled();
    // Back to the top for the picture (the click scrolled the bank data into view).
    window.scrollTo(0, 0);
  },
};

export const TransferFinishing: Story = {
  // An interaction, played at desktop width; the busy state has its own story at both widths.
  parameters: { snapshot: { widths: [1280] } },
  args: { paymentMethod: 'Transferencia' },
  render: (args) => <SummaryPaying {...args} />,
  play: async ({ canvas, args }) => {
    await acceptTerms(canvas);
    await userEvent.click(action(canvas, 'Finalizar y compartir por WhatsApp'));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith();
    // 'Procesando...' while the order is created; a second press does nothing.
    const busy = action(canvas, 'Procesando...');
    await expect(busy).toBeDisabled();
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const TransferBusy: Story = {
  args: { paymentMethod: 'Transferencia', busy: true },
  play: async ({ canvas }) => {
    await expect(action(canvas, 'Procesando...')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Finalizar y compartir por WhatsApp' })).not.toBeInTheDocument();
  },
};

export const Loan: Story = {
  args: { paymentMethod: 'Prestamo' },
  play: async ({ canvas, args }) => {
    const payment = block(canvas, 'Medio de pago');
    await expect(payment.getByText('Crédito')).toBeVisible();
    await expect(payment.getByText(/^Préstamo pre-aprobado de/)).toHaveTextContent('Préstamo pre-aprobado de $ 636.197,80');
    // The loan's order, its terms accepted, was made on /loans: no box here, the withdrawal right still said.
    await expect(canvas.queryByRole('checkbox', { name: TERMS_BOX })).not.toBeInTheDocument();
    await expect(block(canvas, 'Resumen de compra').getByRole('link', { name: 'Botón de arrepentimiento' })).toBeVisible();
    // The loan is shared by WhatsApp: no order, no payment.
    await userEvent.click(action(canvas, 'Compartir por WhatsApp'));
    await expect(args.onShareLoan).toHaveBeenCalledOnce();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const OtherMethod: Story = {
  // A stored value the page does not know: the spec's fallbacks, 'Crédito' and a generic button.
  args: { paymentMethod: 'Efectivo' },
  play: async ({ canvas, args }) => {
    await expect(block(canvas, 'Medio de pago').getByText('Crédito')).toBeVisible();
    await expect(canvas.queryByText(/Préstamo pre-aprobado/)).not.toBeInTheDocument();
    await acceptTerms(canvas);
    await userEvent.click(action(canvas, 'Confirmar compra'));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith();
  },
};
