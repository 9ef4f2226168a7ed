import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoanRevocation } from '@tienda/ui';

// Accepted Wed 2 Dec 2026: its 10th business day, past the 7 Dec bridge and 8 Dec, is Fri 18 Dec.
const inTime = { deadline: '2026-12-18', revocable: true };
const late = { deadline: '2026-12-18', revocable: false };

const meta = {
  title: 'Piezas/LoanRevocation',
  component: LoanRevocation,
  args: { revocation: inTime, orderStatus: 'pending_payment', onRevoke: fn(), onRequestCancellation: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof LoanRevocation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Within the 10 business days: the right, its last day, and a confirmation before revoking. */
export const Revocable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Puedes revocar este préstamo sin costo hasta el 18\/12\/2026\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Revocar préstamo' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Revocar el préstamo?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Volver' }));
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Revocar préstamo' }));
    const again = within(await screen.findByRole('dialog', { name: '¿Revocar el préstamo?' }));
    await userEvent.click(again.getByRole('button', { name: 'Revocar préstamo' }));
    await expect(args.onRevoke).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Solicitar la baja del préstamo' })).not.toBeInTheDocument();
  },
};

/** The dialog that asks before revoking, as it shows over the page. */
export const ConfirmingRevocation: Story = {
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revocar préstamo' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Revocar el préstamo?' }));
    await expect(dialog.getByText(/La revocación no tiene costo\./)).toBeVisible();
  },
};

export const Revoking: Story = {
  args: { revoking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Revocando/ })).toBeDisabled();
  },
};

/** Revoked: the code, for the borrower to quote. */
export const Revoked: Story = {
  args: { revocation: { ...late, revokedAt: '2026-12-10T14:00:00.000Z', code: 'REV-7K3M9QPZ' }, orderStatus: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Revocaste este préstamo el 10 de diciembre de 2026, sin costo. Tu código de trámite es REV-7K3M9QPZ.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Past the deadline: the "baja" instead, confirmed first. */
export const AfterTheDeadline: Story = {
  args: { revocation: late, orderStatus: 'delivered' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/El plazo para revocar este préstamo venció el 18\/12\/2026\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revocar préstamo' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar la baja del préstamo' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Solicitar la baja del préstamo?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar la baja' }));
    await expect(args.onRequestCancellation).toHaveBeenCalledTimes(1);
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

export const CancellationRequested: Story = {
  args: { revocation: { ...late, cancellationRequestedAt: '2027-01-05T13:00:00.000Z', cancellationCode: 'BAJ-4TW8HN2R' }, orderStatus: 'delivered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Tu código de trámite es BAJ-4TW8HN2R.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { revocation: late, orderStatus: 'delivered', error: 'No pudimos registrar tu solicitud. Intenta de nuevo en unos minutos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pudimos registrar tu solicitud. Intenta de nuevo en unos minutos.')).toBeVisible();
  },
};

/** An order closed without a request (cancelled before, expired): no loan is left, nothing shows. */
export const ClosedOrder: Story = {
  args: { revocation: late, orderStatus: 'expired' },
  // Nothing to photograph but the page: the story's root is empty.
  parameters: { snapshot: { page: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
