import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StaffNewPasswordScreen } from '@tienda/ui';

const meta = {
  title: 'Back office/StaffNewPasswordScreen',
  component: StaffNewPasswordScreen,
  args: { email: 'operador@tienda.local', onSubmit: fn() },
  parameters: { layout: 'fullscreen', snapshot: { page: true, widths: [390, 1280] } },
} satisfies Meta<typeof StaffNewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Elige una contraseña nueva');
    await expect(canvas.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(expect.stringContaining('Al menos 12 caracteres'));
  },
};

export const RefusedByRules: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText('Contraseña nueva');
    const repeat = canvas.getByLabelText('Repite la contraseña nueva');
    await userEvent.type(password, 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y entrar' }));
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(expect.stringContaining('La contraseña debe tener entre 12 y 64 caracteres.'));
    // Not the account's e-mail…
    await userEvent.clear(password);
    await userEvent.type(password, 'soy-operador-2026');
    await expect(password).toHaveAccessibleDescription(expect.stringContaining('La contraseña no puede contener el correo electrónico de la cuenta.'));
    // …and typed twice alike.
    await userEvent.clear(password);
    await userEvent.type(password, 'una frase que recuerdo');
    await userEvent.type(repeat, 'una frase que olvido');
    await expect(repeat).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Contraseña nueva'), 'una frase que recuerdo');
    await userEvent.type(canvas.getByLabelText('Repite la contraseña nueva'), 'una frase que recuerdo{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('una frase que recuerdo');
  },
};

export const Refused: Story = {
  args: { error: 'Elige una contraseña distinta de la temporal.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Elige una contraseña distinta de la temporal.');
  },
};
