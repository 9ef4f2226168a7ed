import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginScreen, type LoginScreenProps } from '@tienda/ui';

/** The screen with a stand-in for the log-in call, which refuses with the server's message. */
function WithServer(args: LoginScreenProps) {
  const [state, setState] = useState({ submitting: args.submitting, error: args.error });
  return (
    <LoginScreen
      {...args}
      {...state}
      onSubmit={(values) => {
        args.onSubmit(values);
        setState({ submitting: false, error: 'Correo electrónico o contraseña incorrectos' });
      }}
    />
  );
}

/** Stands in for the button Google's script draws. */
const googleButton = (
  <button type="button" style={{ minHeight: 44, padding: '0 16px', border: '1px solid #dadce0', borderRadius: 4, background: '#fff', color: '#3c4043', fontSize: 14 }}>
    Continuar con Google
  </button>
);

const meta = {
  title: 'Pantallas/Login',
  component: LoginScreen,
  args: { onSubmit: fn() },
  render: (args) => <WithServer {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciar sesión');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    await expect(canvas.getByText('¿Olvidaste tu contraseña?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
    // Without a Google client id there is no other way in, and no 'o' divider.
    await expect(canvas.queryByText('o', { exact: true })).toBeNull();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Introduce un Correo electrónico.');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription('Introduce una Contraseña.');
    // The messages follow the typing once tried.
    await userEvent.type(email, 'lucia@ejemplo.com');
    await expect(canvas.queryByText('Introduce un Correo electrónico.')).toBeNull();
    await expect(canvas.getByText('Introduce una Contraseña.')).toBeVisible();
  },
};

export const ServerError: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@ejemplo.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'lucia@ejemplo.com', password: 'secreto1' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Correo electrónico o contraseña incorrectos');
    // What was typed stays, to correct and try again.
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('lucia@ejemplo.com');
    await expect(canvas.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
  },
};

export const WithGoogle: Story = {
  args: { googleSignIn: googleButton, error: 'Error al iniciar sesión con Google' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('o', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al iniciar sesión con Google');
  },
};
