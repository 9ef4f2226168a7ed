import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { Button, ButtonLink, OrderFacts, ResultPage } from '@tienda/ui';

const meta = {
  title: 'Piezas/ResultPage',
  component: ResultPage,
  args: {
    tone: 'success',
    icon: <CircleCheck size={40} />,
    title: '¡Gracias por tu compra!',
    description: 'Te enviaremos las novedades de tu pedido a ana.gomez@ejemplo.com.',
    actions: <Button onClick={fn()}>Volver al inicio</Button>,
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outcome said in one heading; the icon only repeats it, so readers do not hear it. */
export const Success: Story = {
  args: { children: <OrderFacts facts={[{ label: 'Número de pedido', value: '#1042' }, { label: 'Total', value: '$ 636.197,80' }]} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('¡Gracias por tu compra!');
    // Label and figure read together, as a description list.
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const figures = canvas.getAllByRole('definition').map((figure) => figure.textContent);
    await expect(terms).toEqual(['Número de pedido', 'Total']);
    await expect(figures).toEqual(['#1042', '$ 636.197,80']);
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** What to do next, in order, under the heading. */
export const Pending: Story = {
  args: {
    tone: 'warning',
    icon: <Clock size={40} />,
    title: 'Su compra ya casi está lista',
    description: undefined,
    children: (
      <ol>
        <li>Transfiere el total a la cuenta de la tienda.</li>
        <li>Envía el comprobante por WhatsApp.</li>
      </ol>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Su compra ya casi está lista');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Two ways on, reached in order with Tab. */
export const FailureWithTwoWaysOn: Story = {
  args: {
    tone: 'critical',
    icon: <CircleAlert size={40} />,
    title: 'Surgió un error al momento del pago',
    description: 'Vuelve a intentarlo más tarde',
    actions: (
      <>
        <ButtonLink href="/home">Volver al inicio</ButtonLink>
        <ButtonLink href="/payment-method" variant="secondary">
          Elegir otro medio de pago
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Elegir otro medio de pago' })).toHaveFocus();
  },
};
