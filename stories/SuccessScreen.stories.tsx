import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SuccessScreen } from '@tienda/ui';
import { contactEmail } from './fixtures/summary';

const meta = {
  title: 'Pantallas/Success',
  component: SuccessScreen,
  args: { email: contactEmail, orderId: 1043, onGoHome: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof SuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value a description list pairs with a label. */
const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const WithOrderNumber: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('¡Gracias por tu compra!');
    await expect(canvas.getByText(/novedades de tu pedido/)).toHaveTextContent(
      `Te enviaremos las novedades de tu pedido a ${contactEmail}.`,
    );
    await expect(valueOf(canvasElement, 'Número de orden')).toHaveTextContent('1043');
    // The storefront clears the checkout and goes home: a button, not a plain link.
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio' }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const WithoutOrderNumber: Story = {
  args: { orderId: undefined, email: 'maria.de.los.angeles.gonzalez.rodriguez@correo-de-ejemplo.com.ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Número de orden')).not.toBeInTheDocument();
    // A long address wraps instead of widening a phone's page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByText('maria.de.los.angeles.gonzalez.rodriguez@correo-de-ejemplo.com.ar')).toBeVisible();
  },
};
