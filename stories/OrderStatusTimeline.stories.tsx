import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusTimeline } from '@tienda/ui';
import {
  cancelledOrder,
  deliveredOrder,
  paidOrder,
  pendingTransferOrder,
  readyForPickupOrder,
  refundedOrder,
  shippedOrder,
  withdrawalRequestedOrder,
} from './fixtures/orders';

const meta = {
  title: 'Piezas/OrderStatusTimeline',
  component: OrderStatusTimeline,
  // Room for the current step's ring.
  decorators: [(Story) => <div style={{ padding: 4 }}><Story /></div>],
  args: { status: shippedOrder.status, shipmentMethod: shippedOrder.shipmentMethod, timeline: shippedOrder.timeline },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof OrderStatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps as a screen reader lists them, each with its stage: done, current (aria-current) or to come. */
function stepsOf(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Estado de la compra' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      name: item.querySelector('p')!.textContent,
      current: item.getAttribute('aria-current') === 'step',
    }));
}

const argsOf = (order: typeof paidOrder) => ({ status: order.status, shipmentMethod: order.shipmentMethod, timeline: order.timeline });

export const ShippedHome: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(stepsOf(canvasElement)).toEqual([
      { name: 'Compra recibida', current: false },
      { name: 'Pagada', current: false },
      { name: 'En preparación', current: false },
      { name: 'Enviada', current: true },
      { name: 'Próximo paso: Entregada', current: false },
    ]);
    // Each step lived says when, in Argentina's time (UTC-3).
    const shipped = canvas.getByText('Enviada').closest('li')!;
    await expect(within(shipped).getByText('12 de marzo de 2025, 14:45 h')).toHaveAttribute('dateTime', '2025-03-12T17:45:00.000Z');
    // The step to come has no date.
    await expect(canvas.getByText('Entregada').closest('li')!.querySelector('time')).toBeNull();
  },
};

export const PendingPayment: Story = {
  args: argsOf(pendingTransferOrder),
  play: async ({ canvasElement }) => {
    await expect(stepsOf(canvasElement)).toEqual([
      { name: 'Compra recibida', current: true },
      { name: 'Próximo paso: Pagada', current: false },
      { name: 'Próximo paso: En preparación', current: false },
      { name: 'Próximo paso: Enviada', current: false },
      { name: 'Próximo paso: Entregada', current: false },
    ]);
  },
};

export const PaidHome: Story = {
  args: argsOf(paidOrder),
  play: async ({ canvasElement }) => {
    await expect(stepsOf(canvasElement).filter((step) => step.current)).toEqual([{ name: 'Pagada', current: true }]);
    await expect(stepsOf(canvasElement).map((step) => step.name).slice(2)).toEqual([
      'Próximo paso: En preparación',
      'Próximo paso: Enviada',
      'Próximo paso: Entregada',
    ]);
  },
};

/** A pickup goes through the store instead of shipping. */
export const ReadyForPickup: Story = {
  args: argsOf(readyForPickupOrder),
  play: async ({ canvasElement, canvas }) => {
    await expect(stepsOf(canvasElement).slice(-2)).toEqual([
      { name: 'Lista para retirar', current: true },
      { name: 'Próximo paso: Entregada', current: false },
    ]);
    await expect(canvas.queryByText('Enviada')).not.toBeInTheDocument();
  },
};

export const Delivered: Story = {
  args: argsOf(deliveredOrder),
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps).toHaveLength(5);
    await expect(steps.at(-1)).toEqual({ name: 'Entregada', current: true });
  },
};

export const Cancelled: Story = {
  args: argsOf(cancelledOrder),
  play: async ({ canvasElement }) => {
    // Over: nothing more to come.
    await expect(stepsOf(canvasElement)).toEqual([
      { name: 'Compra recibida', current: false },
      { name: 'Cancelada', current: true },
    ]);
  },
};

export const WithdrawalRequested: Story = {
  args: argsOf(withdrawalRequestedOrder),
  play: async ({ canvasElement }) => {
    await expect(stepsOf(canvasElement).slice(-2)).toEqual([
      { name: 'Arrepentimiento solicitado', current: true },
      { name: 'Próximo paso: Reintegrada', current: false },
    ]);
  },
};

export const Refunded: Story = {
  args: argsOf(refundedOrder),
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps).toHaveLength(7);
    await expect(steps.at(-1)).toEqual({ name: 'Reintegrada', current: true });
  },
};
