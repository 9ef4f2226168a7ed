import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AddToLoanDialog, Button, type AddToLoanDialogProps } from '@tienda/ui';

const question = '¿Quieres agregar este producto a tu solicitud de préstamo actual?';

/** The product page's part: 'Agregar al carrito' opens the question while a loan request is live. */
function WithOpener(args: AddToLoanDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Agregar al carrito</Button>
      <AddToLoanDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Piezas/AddToLoanDialog',
  component: AddToLoanDialog,
  args: { open: false, onOpenChange: fn(), onConfirm: fn(), onChooseOtherMethod: fn(), onCancel: fn() },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof AddToLoanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  args: { open: true },
  parameters: { snapshot: { widths: [390, 1280], page: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Agregar al préstamo' });
    await expect(dialog).toHaveAccessibleDescription(question);
    const buttons = [...dialog.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);
    await expect(buttons).toEqual(['Cerrar', 'Elegir otro medio de pago', 'Cancelar', 'Confirmar']);
  },
};

export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Agregar al carrito' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onChooseOtherMethod).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The focus goes back to what opened it.
    await expect(opener).toHaveFocus();
  },
};

export const ChooseAnotherMethod: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar al carrito' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir otro medio de pago' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChooseOtherMethod).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelOrEscape: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Agregar al carrito' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Agregar al préstamo' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onChooseOtherMethod).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};
