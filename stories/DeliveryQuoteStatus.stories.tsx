import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeliveryQuoteStatus } from '@tienda/ui';
import { quoted } from './fixtures/checkout';

const meta = {
  title: 'Piezas/DeliveryQuoteStatus',
  component: DeliveryQuoteStatus,
  args: { quote: { status: 'idle' } },
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof DeliveryQuoteStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completa la dirección para calcular el costo de envío.')).toBeVisible();
    // The status region is there, empty, ready to announce the quote.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Quoting: Story = {
  args: { quote: { status: 'quoting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calculando costo de envío...')).toBeVisible();
  },
};

export const Quoted: Story = {
  args: { quote: quoted, destination: 'Av. Santa Fe 3253, CP C1425, Palermo, Ciudad Autónoma de Buenos Aires' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    // Testing Library reads the non-breaking space after '$' as a plain space.
    await expect(status).toHaveTextContent('Costo de envío: $ 4.520,50 · Andreani');
    // Zippin's ISO date in Argentina's offset, as day and month.
    await expect(status).toHaveTextContent('Entrega estimada: 20/06');
  },
};

export const OpenTheDetail: Story = {
  args: { ...Quoted.args },
  parameters: { snapshot: { widths: [390, 1280], page: true } },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Ver detalle' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del envío' });
    await expect(dialog).toHaveAccessibleDescription('Envío a domicilio a Av. Santa Fe 3253, CP C1425, Palermo, Ciudad Autónoma de Buenos Aires.');
    const facts = within(dialog);
    await expect(facts.getByText('Costo de envío').nextElementSibling).toHaveTextContent('$ 4.520,50');
    await expect(facts.getByText('Entrega estimada').nextElementSibling).toHaveTextContent('20/06');
    await expect(facts.getByText('Transporte').nextElementSibling).toHaveTextContent('Andreani');
    // Photographed open; the close is tried in the next story.
  },
};

export const CloseTheDetail: Story = {
  args: { ...Quoted.args },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Ver detalle' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Detalle del envío' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const FreeShipping: Story = {
  args: { quote: { ...quoted, cost: 0, carrier: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Costo de envío: GRATIS');
    await expect(canvas.getByRole('status')).not.toHaveTextContent('·');
  },
};

export const Failed: Story = {
  args: { quote: { status: 'failed' } },
  play: async ({ canvas }) => {
    // Spec §8, to the letter.
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo calcular el costo del envío. Porfavor elija retiro en local.');
    await expect(canvas.queryByRole('button', { name: 'Ver detalle' })).not.toBeInTheDocument();
  },
};
