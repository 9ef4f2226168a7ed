import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankTransferDetails } from '@tienda/ui';
import { bankAccount } from './fixtures/checkout';

const meta = {
  title: 'Piezas/BankTransferDetails',
  component: BankTransferDetails,
  args: { ...bankAccount, onCopyCbu: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
  // As wide as the main column of a checkout step.
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof BankTransferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value a description list pairs with a label. */
const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const labels = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);

export const Complete: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: 'Datos para la transferencia' })).toBeVisible();
    await expect(labels(canvasElement)).toEqual(['Banco', 'Razón social', 'CUIT', 'CBU', 'Alias']);
    await expect(valueOf(canvasElement, 'Banco')).toHaveTextContent('Banco de Ejemplo S.A.');
    await expect(valueOf(canvasElement, 'Razón social')).toHaveTextContent('Tienda de Crédito Demo S.A.');
    await expect(valueOf(canvasElement, 'Alias')).toHaveTextContent('TIENDA.DEMO.PRUEBA');

    // The CBU is a button named by its digits and what it does; a click hands the number to the storefront.
    const copy = canvas.getByRole('button', { name: '9990001800000123456784 Copiar CBU' });
    await expect(copy).toHaveTextContent('9990001800000123456784');
    await userEvent.click(copy);
    await expect(args.onCopyCbu).toHaveBeenCalledOnce();
    await expect(args.onCopyCbu).toHaveBeenCalledWith('9990001800000123456784');

    const whatsapp = canvas.getByRole('link', { name: /Enviar comprobante por WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', bankAccount.whatsappUrl);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  },
};

export const CopyByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Copiar CBU$/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onCopyCbu).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Enviar comprobante por WhatsApp/ })).toHaveFocus();
  },
};

/** Only what the spec names: bank, legal name and CBU; no WhatsApp link given, none shown. */
export const Minimal: Story = {
  args: { cuit: undefined, alias: undefined, whatsappUrl: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Banco', 'Razón social', 'CBU']);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const UnderAPageSection: Story = {
  args: { title: 'Transfiere a esta cuenta', headingLevel: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Transfiere a esta cuenta' })).toBeVisible();
  },
};
