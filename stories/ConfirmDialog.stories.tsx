import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button, ConfirmDialog } from '@tienda/ui';

const question = '¿Quieres agregar este producto a tu solicitud de préstamo actual?';

// Spec §2 'Modals': asked when a product is added while a loan request is under way.
const meta = {
  title: 'Piezas/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Agregar al préstamo',
    description: question,
    alternative: { label: 'Elegir otro medio de pago', onSelect: fn() },
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    trigger: <Button>Agregar al carrito</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddToLoan: Story = {
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agregar al carrito' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Agregar al préstamo' });
    await expect(dialog).toHaveAccessibleDescription(question);
    const buttons = Array.from(dialog.querySelectorAll('button')).map((button) => button.getAttribute('aria-label') ?? button.textContent);
    await expect(buttons).toEqual(['Cerrar', 'Elegir otro medio de pago', 'Cancelar', 'Confirmar']);
    // Focus moved into the dialog.
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const EachAnswerCallsItsCallback: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Agregar al carrito' });
    const answer = async (name: string, open: '{Enter}' | ' ') => {
      trigger.focus();
      await userEvent.keyboard(open);
      await userEvent.click(await screen.findByRole('button', { name }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Every answer closes the dialog and gives focus back to what opened it.
      await expect(trigger).toHaveFocus();
    };

    await answer('Confirmar', '{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.alternative!.onSelect).not.toHaveBeenCalled();

    await answer('Elegir otro medio de pago', ' ');
    await expect(args.alternative!.onSelect).toHaveBeenCalledOnce();

    await answer('Cancelar', '{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeDoesNotConfirm: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Agregar al carrito' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Agregar al préstamo' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
