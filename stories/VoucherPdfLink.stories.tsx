import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VoucherPdfLink } from '@tienda/ui';

const meta = {
  title: 'Piezas/VoucherPdfLink',
  component: VoucherPdfLink,
  args: { kind: 'facturaB', href: '/api/invoices/42/pdf?token=firma-42' },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof VoucherPdfLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain anchor to the file, which the browser saves: the router never sees it. */
export const Invoice: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Descargar factura (PDF)' });
    await expect(link).toHaveAttribute('href', '/api/invoices/42/pdf?token=firma-42');
    await expect(link).toHaveAttribute('download');
    await expect(link).toHaveAttribute('type', 'application/pdf');
  },
};

export const CreditNote: Story = {
  args: { kind: 'notaDeCreditoB', href: '/api/invoices/57/pdf?token=firma-57' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Descargar nota de crédito (PDF)' })).toHaveAttribute('href', '/api/invoices/57/pdf?token=firma-57');
  },
};
