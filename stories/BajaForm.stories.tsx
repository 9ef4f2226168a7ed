import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BajaForm } from '@tienda/ui';

const meta = {
  title: 'Piezas/BajaForm',
  component: BajaForm,
  args: { onSubmit: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof BajaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order: its number and the e-mail it was bought with. */
export const AnOrder: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Una compra que todavía no se envió' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar la baja' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const number = canvas.getByRole('textbox', { name: 'Número de compra' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('Lo encuentras en el correo de tu compra. Introduce el número de compra.');
    // Digits only get in.
    await userEvent.type(number, 'N° 1042');
    await expect(number).toHaveValue('1042');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), ' lucia@ejemplo.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar la baja' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'order', orderNumber: 1042, email: 'lucia@ejemplo.com' });
  },
};

/** An account: only its e-mail; the number goes away. */
export const AnAccount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Mi cuenta' }));
    await expect(canvas.queryByRole('textbox', { name: 'Número de compra' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription('El correo de tu cuenta.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar la baja' }));
    await expect(canvas.getByText('Correo electrónico no válido.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ejemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar la baja' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'account', email: 'lucia@ejemplo.com' });
  },
};

/** What the shop does with the data, and the AAIP's legend, above the button. */
export const PersonalDataNoticeAboveTheButton: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/policy-and-privacy');
    const notice = canvas.getByText(/AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA/).getBoundingClientRect();
    await expect(notice.bottom).toBeLessThanOrEqual(canvas.getByRole('button', { name: 'Solicitar la baja' }).getBoundingClientRect().top);
  },
};

export const Submitting: Story = {
  args: { submitting: true, initialValues: { orderNumber: '1042', email: 'lucia@ejemplo.com' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de compra' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { error: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.', initialValues: { orderNumber: '1042', email: 'lucia@ejemplo.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Demasiados intentos.');
    await expect(canvas.getByRole('textbox', { name: 'Número de compra' })).toHaveValue('1042');
  },
};
