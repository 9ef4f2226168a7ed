import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FailureScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/Failure',
  component: FailureScreen,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof FailureScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentFailed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Surgió un error al momento del pago');
    await expect(canvas.getByText('Vuelve a intentarlo más tarde')).toBeVisible();
    // Two ways on, both links: home, or back to choose another way to pay.
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Elegir otro medio de pago' })).toHaveAttribute('href', '/payment-method');
  },
};
