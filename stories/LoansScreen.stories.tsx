import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LoanOffer } from '@tienda/domain';
import { LoansScreen, type LoanOfferLoad, type LoansScreenProps } from '@tienda/ui';
import {
  approvedOffer,
  generousOffer,
  lender,
  loanOptions,
  loanPurchase,
  nearOffer,
  tightInstallmentOffer,
  operatorWhatsappUrl,
  rejectedOffer,
  shortOffer,
} from './fixtures/loan';

/** The storefront's part after a failure: retrying asks for the offer again. */
function LoansWithRetry(args: LoansScreenProps) {
  const [load, setLoad] = useState<LoanOfferLoad>(args.load);
  return (
    <LoansScreen
      {...args}
      load={load}
      onRetry={() => {
        args.onRetry();
        setLoad({ status: 'loading' });
      }}
    />
  );
}

/** The storefront's part on confirming: the button is busy while the order is created. */
function LoansConfirming(args: LoansScreenProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <LoansScreen
      {...args}
      confirming={confirming}
      onConfirm={(plan) => {
        args.onConfirm(plan);
        setConfirming(true);
      }}
    />
  );
}

const ready = (offer: LoanOffer | null): LoanOfferLoad => ({ status: 'ready', offer, options: offer ? loanOptions(offer) : [] });

const meta = {
  title: 'Pantallas/Loans',
  component: LoansScreen,
  args: {
    load: ready(approvedOffer),
    summary: loanPurchase,
    lender,
    termsHref: (plan: string) => `/api/loan/contract.pdf?plan=${plan}&amount=569997`,
    operatorWhatsappUrl,
    onConfirm: fn(),
    onRetry: fn(),
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof LoansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Accessible names keep formatARS's non-breaking space after the sign. */
const ars = (text: string) => text.replace(/\$ /g, '$\u00a0');

/** The offer's card, named by its heading. */
const panel = (canvas: Canvas, title: string) => within(canvas.getByRole('region', { name: title }));

/** The figure a description list pairs with a label, inside the offer's card. */
const figureOf = (region: Canvas, label: string) => region.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function expectOnePageTitle(canvas: Canvas) {
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pagar con préstamo');
  // The loan is part of the payment step, and the summary keeps the figures in sight (shipping included).
  await expect(canvas.getByText('Paso 3 de 4')).toBeVisible();
  const summary = within(canvas.getByRole('region', { name: 'Resumen de compra' }));
  await expect(summary.getByText('Envío', { selector: 'dt' }).nextElementSibling).toHaveTextContent('GRATIS');
}

export const Approved: Story = {
  play: async ({ canvas, args }) => {
    await expectOnePageTitle(canvas);
    const offer = panel(canvas, 'Tu préstamo pre-aprobado');
    await expect(offer.getByText('APROBADO CON CUPO')).toBeVisible();
    await expect(figureOf(offer, 'Monto pre-aprobado')).toHaveTextContent('$ 700.000,00');
    await expect(figureOf(offer, 'Total de tu compra')).toHaveTextContent('$ 569.997,00');
    const meter = offer.getByRole('meter', { name: 'Uso de tu crédito pre-aprobado' });
    await expect(meter).toHaveAttribute('aria-valuenow', '569997');
    await expect(meter).toHaveAttribute('aria-valuemax', '700000');
    await expect(offer.getByText('Uso alto')).toBeVisible();

    // Two plans: 12 French instalments at TNA 70,53 % (the first, with IVA on its interest, is the highest),
    // and the products' "6 cuotas fijas"; each with its CFTEA. Figures from domain/src/credit/referenceFigures.py.
    const plans = within(offer.getByRole('group', { name: 'Elige en cuántas cuotas' }));
    await expect(plans.getByRole('radio', { name: ars('12 cuotas de $ 74.171,86') })).toBeChecked();
    await expect(plans.getByRole('radio', { name: ars('6 cuotas de $ 114.000,00') })).not.toBeChecked();
    await expect(plans.getByRole('radio', { name: ars('12 cuotas de $ 74.171,86') })).toHaveAccessibleDescription(
      ars('CFTEA 128,15% · TEA 98,50% · Total a pagar $ 856.522,26'),
    );

    // The contract summary before any order: lender, amount, instalments, first due date, rates, total.
    const contract = within(offer.getByRole('region', { name: 'Cuadro resumen del préstamo' }));
    await expect(figureOf(contract, 'Prestamista')).toHaveTextContent('Tienda de Crédito Demo S.A.');
    await expect(figureOf(contract, 'CUIT')).toHaveTextContent('30-99999999-5');
    await expect(figureOf(contract, 'Monto del préstamo')).toHaveTextContent('$ 569.997,00');
    await expect(figureOf(contract, 'Periodicidad')).toHaveTextContent('Mensual');
    await expect(figureOf(contract, 'Primer vencimiento')).toHaveTextContent('26/12/2026');
    await expect(figureOf(contract, 'Sistema de amortización')).toHaveTextContent(/^Francés/);
    await expect(figureOf(contract, 'TNA')).toHaveTextContent('70,53%');
    await expect(figureOf(contract, 'TEA')).toHaveTextContent('98,50%');
    await expect(figureOf(contract, 'CFTEA con IVA')).toHaveTextContent('128,15%');
    await expect(figureOf(contract, 'Total a pagar')).toHaveTextContent('$ 856.522,26');
    await expect(contract.getByText(/Derecho de revocación/).parentElement).toHaveTextContent(/10 días hábiles/);
    await expect(contract.getByRole('link', { name: /Descargar condiciones del préstamo \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/loan/contract.pdf?plan=19&amount=569997',
    );
    // The CFTEA is as prominent as the instalment (BCRA): the same size and weight.
    const instalment = getComputedStyle(contract.getByText('12 cuotas desde $ 74.171,86'));
    const cftea = getComputedStyle(contract.getByText('CFTEA 128,15%'));
    await expect(cftea.fontSize).toBe(instalment.fontSize);
    await expect(cftea.fontWeight).toBe(instalment.fontWeight);
    await expect(offer.queryByText(/sin utilizar/)).not.toBeInTheDocument();

    // Nothing is concluded without the express acceptance.
    await userEvent.click(offer.getByRole('button', { name: 'Confirmar préstamo' }));
    await expect(offer.getByRole('alert')).toHaveTextContent('Para confirmar, acepta el cuadro resumen y las condiciones del préstamo.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(offer.getByRole('checkbox', { name: 'Leí el cuadro resumen y las condiciones del préstamo, y las acepto.' }));
    await expect(offer.queryByRole('alert')).not.toBeInTheDocument();
    // The purchase is placed here: the shop's own terms too, a link away, ticked on purpose.
    await expect(offer.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terms-and-conditions');
    await userEvent.click(offer.getByRole('button', { name: 'Confirmar préstamo' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const shopTerms = offer.getByRole('checkbox', { name: 'Leí y acepto los Términos y condiciones' });
    await expect(offer.getByRole('alert')).toHaveTextContent('Para comprar, tienes que aceptar los Términos y condiciones.');
    await expect(shopTerms).toHaveFocus();
    await userEvent.click(shopTerms);
    await expect(offer.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(offer.getByRole('button', { name: 'Confirmar préstamo' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('19');
  },
};

export const SixFixedInstalments: Story = {
  play: async ({ canvas, args }) => {
    const offer = panel(canvas, 'Tu préstamo pre-aprobado');
    await userEvent.click(offer.getByRole('radio', { name: ars('6 cuotas de $ 114.000,00') }));
    const contract = within(offer.getByRole('region', { name: 'Cuadro resumen del préstamo' }));
    // The products' promise: six equal instalments, the cash price financed, the cost disclosed.
    await expect(contract.getByText('6 cuotas de $ 114.000,00')).toBeVisible();
    await expect(figureOf(contract, 'Total a pagar')).toHaveTextContent('$ 684.000,00');
    await expect(figureOf(contract, 'Primer vencimiento')).toHaveTextContent('26/12/2026');
    await userEvent.click(offer.getByRole('checkbox', { name: /las acepto/ }));
    await userEvent.click(offer.getByRole('checkbox', { name: 'Leí y acepto los Términos y condiciones' }));
    await userEvent.click(offer.getByRole('button', { name: 'Confirmar préstamo' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('cuotas-fijas');
  },
};

export const InstalmentAboveLimit: Story = {
  args: { load: ready(tightInstallmentOffer) },
  play: async ({ canvas }) => {
    const offer = panel(canvas, 'Tu préstamo pre-aprobado');
    // The engine lends up to $ 80.000 a month: the 6 instalments of $ 114.000 cannot be chosen, and it says why.
    const six = offer.getByRole('radio', { name: ars('6 cuotas de $ 114.000,00') });
    await expect(six).toBeDisabled();
    await expect(six).toHaveAccessibleDescription(ars('La cuota supera tu cuota máxima de $ 80.000,00.'));
    await expect(offer.getByRole('radio', { name: ars('12 cuotas de $ 74.171,86') })).toBeChecked();
  },
};

export const Schedule: Story = {
  play: async ({ canvas }) => {
    const contract = within(canvas.getByRole('region', { name: 'Cuadro resumen del préstamo' }));
    await userEvent.click(contract.getByText('Ver cronograma de cuotas'));
    const table = within(contract.getByRole('table', { name: 'Cronograma de cuotas' }));
    const rows = table.getAllByRole('row');
    // A header and twelve instalments; the first and last as the reference computes them.
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent(/^126\/12\/2026\$ 34\.190,25\$ 33\.042,65\$ 6\.938,96\$ 74\.171,86\$ 535\.806,75$/);
    await expect(rows[12]).toHaveTextContent(/26\/11\/2027.*\$ 0,00$/);
  },
};

export const ConfirmingAfterClick: Story = {
  // An interaction, played at desktop width; the busy state has its own story at both widths.
  parameters: { snapshot: { widths: [1280] } },
  render: (args) => <LoansConfirming {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /las acepto/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Leí y acepto los Términos y condiciones' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar préstamo' }));
    // While the order is created the button says so and cannot be pressed twice.
    const busy = canvas.getByRole('button', { name: 'Procesando...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Confirmar préstamo' })).not.toBeInTheDocument();
  },
};

export const ConfirmFailed: Story = {
  args: { confirmError: 'Error al procesar la orden. Por favor, intente nuevamente.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al procesar la orden. Por favor, intente nuevamente.');
    // The shopper can try again.
    await userEvent.click(canvas.getByRole('checkbox', { name: /las acepto/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Leí y acepto los Términos y condiciones' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar préstamo' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ApprovedWithUnusedCredit: Story = {
  args: { load: ready(generousOffer) },
  play: async ({ canvas, args }) => {
    const offer = panel(canvas, 'Tu préstamo pre-aprobado');
    await expect(offer.getByText('APROBADO CON CUPO')).toBeVisible();
    await expect(offer.getByText('Uso medio')).toBeVisible();
    // Above 1.5 × the total: the shopper is told how much of the credit stays unused.
    await expect(offer.getByText(/quedarán sin utilizar/)).toHaveTextContent(
      'Tu compra usa solo una parte de tu crédito: $ 930.003,00 quedarán sin utilizar.',
    );
    await expect(offer.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/explore');
    await userEvent.click(offer.getByRole('checkbox', { name: /las acepto/ }));
    await userEvent.click(offer.getByRole('checkbox', { name: 'Leí y acepto los Términos y condiciones' }));
    await userEvent.click(offer.getByRole('button', { name: 'Confirmar préstamo' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const NearlyThere: Story = {
  args: { load: ready(nearOffer) },
  play: async ({ canvas }) => {
    await expectOnePageTitle(canvas);
    const offer = panel(canvas, '¡Estás muy cerca!');
    await expect(offer.getByText('PENDIENTE')).toBeVisible();
    await expect(figureOf(offer, 'Monto pre-aprobado')).toHaveTextContent('$ 500.000,00');
    await expect(figureOf(offer, 'Te faltan')).toHaveTextContent('$ 69.997,00');
    // Two ways on: change the cart, or talk to an operator on WhatsApp (another site, a new tab).
    await expect(offer.getByRole('link', { name: 'Modificar carrito' })).toHaveAttribute('href', '/cart');
    const operator = offer.getByRole('link', { name: /^Hablar con un asesor/ });
    await expect(operator).toHaveAttribute('href', operatorWhatsappUrl);
    await expect(operator).toHaveAttribute('target', '_blank');
    await expect(operator).toHaveAccessibleName('Hablar con un asesor (se abre en una pestaña nueva)');
    // Not enough credit: nothing to confirm.
    await expect(canvas.queryByRole('button', { name: 'Confirmar préstamo' })).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { load: ready(shortOffer) },
  play: async ({ canvas }) => {
    const offer = panel(canvas, 'Tu solicitud quedó pendiente');
    await expect(offer.getByText('PENDIENTE')).toBeVisible();
    await expect(figureOf(offer, 'Te faltan')).toHaveTextContent('$ 269.997,00');
    // What happens next, in words and as links.
    await expect(offer.getByRole('heading', { level: 3, name: '¿Cómo sigo?' })).toBeVisible();
    await expect(offer.getAllByRole('listitem')[0]).toHaveTextContent('Ajusta tu carrito a tu monto pre-aprobado de $ 300.000,00');
    await expect(offer.getByRole('link', { name: 'Modificar carrito' })).toHaveAttribute('href', '/cart');
    await expect(offer.getByRole('link', { name: 'Elegir otro medio de pago' })).toHaveAttribute('href', '/payment-method');
    await expect(offer.queryByRole('link', { name: /Hablar con un asesor/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Confirmar préstamo' })).not.toBeInTheDocument();
  },
};

export const NoOffer: Story = {
  args: { load: ready(rejectedOffer) },
  play: async ({ canvas }) => {
    await expectOnePageTitle(canvas);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No contamos con ofertas disponibles para usted en este momento.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Elegir otro medio de pago' })).toHaveAttribute('href', '/payment-method');
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

export const NoOfferWithoutCapital: Story = {
  // The same state as NoOffer, reached another way (an approval of zero pesos).
  parameters: { snapshot: { widths: [1280] } },
  args: { load: ready({ ...approvedOffer, maximoCapital: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No contamos con ofertas disponibles para usted en este momento.' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expectOnePageTitle(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Consultando tu oferta...');
    await expect(canvas.queryByRole('button', { name: 'Confirmar préstamo' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvas }) => {
    await expectOnePageTitle(canvas);
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { name: 'No pudimos consultar tu oferta' })).toBeVisible();
    await expect(alert.getByText('Vuelve a intentarlo en unos minutos.')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

export const RetryingAfterFailure: Story = {
  // An interaction, played at desktop width; both states have their own stories at both widths.
  parameters: { snapshot: { widths: [1280] } },
  args: { load: { status: 'error', message: 'El servicio de créditos no responde.' } },
  render: (args) => <LoansWithRetry {...args} />,
  play: async ({ canvas, args }) => {
    // The server's own words, when it sent some.
    await expect(canvas.getByRole('alert')).toHaveTextContent('El servicio de créditos no responde.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // Asked again: the spinner replaces the failure.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Consultando tu oferta...');
  },
};
