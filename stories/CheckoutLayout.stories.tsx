import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, CheckoutLayout, Stack, Text } from '@tienda/ui';
import { summaryFigures, summaryWithCoupon } from './fixtures/checkout';

/** A stand-in for a step's content. */
const stepContent = (
  <Stack space="medium">
    <Text>Aquí va el formulario del paso: sus campos, sus opciones y sus mensajes.</Text>
    <div>
      <Button>Continuar</Button>
    </div>
  </Stack>
);

const meta = {
  title: 'Piezas/CheckoutLayout',
  component: CheckoutLayout,
  args: {
    title: 'Envío',
    intro: 'Elige cómo quieres recibir tu compra.',
    step: 'delivery',
    summary: { ...summaryFigures, shipping: null },
    children: stepContent,
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof CheckoutLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Pasos de la compra' }));

export const GuestOnDelivery: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = steps(canvasElement);
    await expect(nav.getByText('Paso 2 de 4')).toBeVisible();
    const items = nav.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Contacto (completado)', '2Envío', '3Pago', '4Resumen']);
    // Only the current step is marked as such, for screen readers too.
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);

    await expect(canvas.getByRole('heading', { level: 1, name: 'Envío' })).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Resumen de compra' }));
    await expect(summary.getByText('A calcular')).toBeVisible();

    // Desktop: the summary beside the step; phone: under it.
    const main = canvas.getByRole('button', { name: 'Continuar' }).getBoundingClientRect();
    const side = canvas.getByRole('region', { name: 'Resumen de compra' }).getBoundingClientRect();
    if (window.innerWidth >= 1024) await expect(side.left).toBeGreaterThan(main.right);
    else await expect(side.top).toBeGreaterThan(main.bottom);
  },
};

/** A member skips the contact step: three steps, the payment method is the second. */
export const MemberOnPaymentMethod: Story = {
  args: {
    title: 'Medio de pago',
    intro: undefined,
    step: 'payment',
    steps: ['delivery', 'payment', 'summary'],
    summary: { ...summaryWithCoupon, shipping: 0 },
  },
  play: async ({ canvas, canvasElement }) => {
    const nav = steps(canvasElement);
    await expect(nav.getByText('Paso 2 de 3')).toBeVisible();
    await expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Envío (completado)', '2Pago', '3Resumen']);
    const summary = within(canvas.getByRole('region', { name: 'Resumen de compra' }));
    await expect(summary.getByText('GRATIS')).toBeVisible();
    await expect(summary.getByText('Cupón BIENVENIDA10')).toBeVisible();
  },
};

export const LastStep: Story = {
  args: { title: 'Resumen', intro: undefined, step: 'summary', summary: { ...summaryFigures, shipping: 4_520.5, total: 574_517.5 } },
  play: async ({ canvasElement }) => {
    const nav = steps(canvasElement);
    await expect(nav.getByText('Paso 4 de 4')).toBeVisible();
    await expect(nav.getAllByText(/\(completado\)/)).toHaveLength(3);
  },
};

/** No indicator and no side column: the step alone, full width. */
export const ContentOnly: Story = {
  args: { step: undefined, summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Resumen de compra' })).not.toBeInTheDocument();
  },
};
