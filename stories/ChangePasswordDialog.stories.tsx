import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ChangePasswordDialog } from '@tienda/ui';

const meta = {
  title: 'Piezas/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { onSubmit: fn(), trigger: <Button variant="secondary">Cambiar contraseña</Button> },
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangesThePassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar contraseña' }));
    await userEvent.type(dialog.getByLabelText('Contraseña actual'), 'secreta123');
    await userEvent.type(dialog.getByLabelText('Nueva contraseña'), 'nueva4567');
    await userEvent.type(dialog.getByLabelText('Repite la nueva contraseña'), 'nueva4567');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'secreta123', newPassword: 'nueva4567' });
    // Accepted: the dialog closes and the focus is back on the button that opened it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus();
  },
};

export const RefusedWithTheServersMessage: Story = {
  args: { error: 'La contraseña actual no es correcta.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(await screen.findByText('La contraseña actual no es correcta.')).toBeVisible();
  },
};
