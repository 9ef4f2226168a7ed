import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, DeleteAccountDialog } from '@tienda/ui';

const meta = {
  title: 'Piezas/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { onConfirm: fn(), trigger: <Button variant="critical">Eliminar cuenta</Button> },
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForThePassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar cuenta' }));
    await expect(dialog.getByText(/Esta acción no se puede deshacer/)).toBeVisible();
    await userEvent.click(dialog.getByLabelText('Contraseña'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog.getByText('Introduce una contraseña.')).toBeVisible();
  },
};

export const ConfirmedByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar cuenta' }));
    await userEvent.type(dialog.getByLabelText('Contraseña'), 'secreta123{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('secreta123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Eliminar cuenta' })).toHaveFocus();
  },
};

export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar cuenta' }));
    await expect(dialog.getByRole('button', { name: /Eliminando/ })).toBeDisabled();
  },
};

/** A member who signs in with Google has no password: confirming is enough. */
export const WithoutPassword: Story = {
  args: { passwordless: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar cuenta' }));
    await expect(dialog.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar cuenta' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('');
  },
};
