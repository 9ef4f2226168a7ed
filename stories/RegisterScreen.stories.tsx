import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RegisterScreen, type RegisterScreenProps } from '@tienda/ui';

// Ages are counted on a fixed day so that the stories never change with the calendar.
const today = new Date('2026-06-01T15:00:00Z');

const valid = {
  name: 'Lucía Fernández',
  email: 'lucia.fernandez@ejemplo.com',
  cuil: '20123456786',
  phone: '1123456789',
  birthday: '15/03/1990',
  password: 'secreto1',
};

/** The screen with a stand-in for the sign-up call: it travels, then says the user exists. */
function WithServer(args: RegisterScreenProps) {
  const [state, setState] = useState({ submitting: args.submitting, error: args.error });
  return (
    <RegisterScreen
      {...args}
      {...state}
      onSubmit={(values) => {
        args.onSubmit(values);
        setState({ submitting: true, error: null });
        setTimeout(() => setState({ submitting: false, error: 'El usuario ya existe' }), 50);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Register',
  component: RegisterScreen,
  args: { onSubmit: fn(), today },
  render: (args) => <WithServer {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByLabelText: (label: string) => HTMLElement }, label: string) => canvas.getByLabelText(label);

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Crear cuenta');
    for (const label of ['Nombre y apellido', 'Correo electrónico', 'CUIL', 'Teléfono', 'Fecha de nacimiento']) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('');
    }
    await expect(field(canvas, 'Contraseña')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field(canvas, 'Nombre y apellido')).toHaveFocus();
    for (const message of [
      'Introduce un nombre.',
      'Introduce un correo electrónico.',
      'Introduce un CUIL.',
      'Introduce un número de teléfono.',
      'Introduce una fecha de nacimiento.',
      'Introduce una contraseña.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const InvalidValues: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Nombre y apellido'), 'Lu');
    await userEvent.type(field(canvas, 'Correo electrónico'), 'lucia@ejemplo');
    // CUIL and phone keep digits only; the birthday gets its slashes as it is typed.
    await userEvent.type(field(canvas, 'CUIL'), '20-1234-5678');
    await expect(field(canvas, 'CUIL')).toHaveValue('2012345678');
    await userEvent.type(field(canvas, 'Teléfono'), '12ab3');
    await expect(field(canvas, 'Teléfono')).toHaveValue('123');
    await userEvent.type(field(canvas, 'Fecha de nacimiento'), '31022000');
    await expect(field(canvas, 'Fecha de nacimiento')).toHaveValue('31/02/2000');
    await userEvent.type(field(canvas, 'Contraseña'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const message of [
      'El nombre debe tener al menos 3 caracteres.',
      'Correo electrónico no válido.',
      'El CUIL debe contener exactamente 11 números.',
      'Introduce un número de teléfono válido.',
      'Introduce una fecha válida.',
      'La contraseña debe tener entre 6 y 20 caracteres.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    // The messages follow the typing: the other rules of spec §5, one by one.
    await userEvent.type(field(canvas, 'Nombre y apellido'), 'cía Fernández de la Santísima Trinidad');
    await expect(canvas.getByText('El nombre no debe exceder los 28 caracteres.')).toBeVisible();
    await userEvent.clear(field(canvas, 'Nombre y apellido'));
    await userEvent.type(field(canvas, 'Nombre y apellido'), 'Lucía ');
    await expect(canvas.getByText('El nombre no puede tener espacios al inicio o al final.')).toBeVisible();
    await userEvent.type(field(canvas, 'CUIL'), '0');
    await expect(canvas.getByText('El CUIL no es válido.')).toBeVisible();
    await userEvent.clear(field(canvas, 'Fecha de nacimiento'));
    await userEvent.type(field(canvas, 'Fecha de nacimiento'), '02062008');
    await expect(canvas.getByText('Debes tener al menos 18 años para registrarte.')).toBeVisible();
  },
};

export const UserExists: Story = {
  play: async ({ canvas, args }) => {
    const typing: [string, string][] = [
      ['Nombre y apellido', valid.name],
      ['Correo electrónico', valid.email],
      ['CUIL', valid.cuil],
      ['Teléfono', valid.phone],
      ['Fecha de nacimiento', '15031990'],
      ['Contraseña', valid.password],
    ];
    for (const [label, value] of typing) {
      await userEvent.type(field(canvas, label), value);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(valid);
    // While the account is created the form is frozen...
    await expect(canvas.getByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
    await expect(field(canvas, 'Correo electrónico')).toBeDisabled();
    // ...and the refusal gives it back, with what was typed, to correct it.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('El usuario ya existe');
    await waitFor(() => expect(field(canvas, 'Correo electrónico')).toBeEnabled());
    await expect(field(canvas, 'Correo electrónico')).toHaveValue(valid.email);
    await expect(canvas.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
    await expect(field(canvas, 'Nombre y apellido')).toBeDisabled();
    await expect(field(canvas, 'Contraseña')).toBeDisabled();
  },
};
