import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DeliveryDetailDialog } from '@tienda/ui';

const meta = {
  title: 'Piezas/DeliveryDetailDialog',
  component: DeliveryDetailDialog,
  args: { open: true, onOpenChange: fn(), cost: 12_345.678, estimatedDelivery: '2025-12-31T23:30:00-03:00' },
  parameters: { snapshot: { widths: [390, 1280], page: true } },
} satisfies Meta<typeof DeliveryDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CostAndDate: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del envío' });
    // Rounded to cents; the date is Argentina's day, whatever the browser's zone.
    await expect(dialog).toHaveTextContent('Costo de envío$ 12.345,68');
    await expect(dialog).toHaveTextContent('Entrega estimada31/12');
    await expect(dialog).not.toHaveTextContent('Transporte');
    await expect(dialog).toHaveTextContent('Entregas de lunes a sábado, de 8 a 20 h.');
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A date-time in UTC that is still the day before in Buenos Aires. */
export const DateInArgentina: Story = {
  args: { estimatedDelivery: '2025-06-21T01:00:00Z', carrier: 'OCA', destination: 'Bv. Oroño 850, CP 2000, Rosario, Santa Fe' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del envío' });
    await expect(dialog).toHaveTextContent('Entrega estimada20/06');
    await expect(dialog).toHaveTextContent('TransporteOCA');
    await expect(dialog).toHaveAccessibleDescription('Envío a domicilio a Bv. Oroño 850, CP 2000, Rosario, Santa Fe.');
  },
};
