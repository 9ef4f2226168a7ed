import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PendingScreen } from '@tienda/ui';
import { bankAccount } from './fixtures/checkout';

const meta = {
  title: 'Pantallas/Pending',
  component: PendingScreen,
  args: { orderId: 1044, total: 636_197.8, transfer: { ...bankAccount, onCopyCbu: fn() } },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof PendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const Transfer: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Su compra ya casi está lista');
    await expect(valueOf(canvasElement, 'Número de orden')).toHaveTextContent('1044');
    await expect(valueOf(canvasElement, 'Total a pagar')).toHaveTextContent('$ 636.197,80');

    // What to do, step by step: transfer the total, send the receipt by WhatsApp with the order number.
    const steps = within(canvas.getByRole('list', { name: 'Cómo terminar tu compra' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Transfiere $ 636.197,80 a la cuenta de abajo.');
    await expect(steps[1]).toHaveTextContent('Envía el comprobante por WhatsApp indicando tu número de orden (1044).');

    // The CBU again, to copy, and the WhatsApp link for the receipt.
    const bank = within(canvas.getByRole('region', { name: 'Datos para la transferencia' }));
    await userEvent.click(bank.getByRole('button', { name: /Copiar CBU/ }));
    await expect(args.transfer!.onCopyCbu).toHaveBeenCalledWith(bankAccount.cbu);
    await expect(bank.getByRole('link', { name: /Enviar comprobante por WhatsApp/ })).toHaveAttribute('href', bankAccount.whatsappUrl);

    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  },
};

export const OtherPayment: Story = {
  // A card or Mercado Pago payment still waiting for its confirmation: no bank data.
  args: { transfer: undefined, total: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Su compra ya casi está lista');
    await expect(canvas.getByText(/Estamos esperando la confirmación de tu pago/)).toBeVisible();
    await expect(valueOf(canvasElement, 'Número de orden')).toHaveTextContent('1044');
    await expect(canvas.queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Total a pagar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  },
};
