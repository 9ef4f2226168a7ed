import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StaffLogInScreen, type StaffLogInScreenProps } from '@tienda/ui';

/** The screen with a stand-in for the log-in call, which refuses with the server's message. */
function WithServer(args: StaffLogInScreenProps) {
  const [state, setState] = useState({ submitting: args.submitting, error: args.error });
  return (
    <StaffLogInScreen
      {...args}
      {...state}
      onSubmit={(values) => {
        args.onSubmit(values);
        setState({ submitting: false, error: 'Correo electrónico o contraseña incorrectos.' });
      }}
    />
  );
}

const meta = {
  title: 'Back office/StaffLogInScreen',
  component: StaffLogInScreen,
  args: { onSubmit: fn() },
  render: (args) => <WithServer {...args} />,
  // The door is opened from a phone too.
  parameters: { layout: 'fullscreen', snapshot: { page: true, widths: [390, 1280] } },
} satisfies Meta<typeof StaffLogInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Back office');
    // The back office's own door: no shop header, no way to the shop's sign-up.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  },
};

export const RefusedEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Introduce un Correo electrónico.');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription('Introduce una Contraseña.');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas, args }) => {
    // By keyboard only: type, Tab, type, Enter.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Correo electrónico' }));
    await userEvent.keyboard('admin@tienda.local');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.keyboard('otra-clave{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@tienda.local', password: 'otra-clave' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Correo electrónico o contraseña incorrectos.');
    // What was typed stays.
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('admin@tienda.local');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
  },
};
