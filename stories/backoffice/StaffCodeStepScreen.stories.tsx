import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StaffCodeStepScreen, type StaffCodeStepScreenProps } from '@tienda/ui';

/** The screen with a stand-in for the code call, which refuses with the server's message. */
function WithServer(args: StaffCodeStepScreenProps) {
  const [state, setState] = useState({ submitting: args.submitting, error: args.error });
  return (
    <StaffCodeStepScreen
      {...args}
      {...state}
      onSubmit={(code) => {
        args.onSubmit(code);
        setState({ submitting: false, error: 'El código no es correcto. Revisa tu aplicación de autenticación e intenta de nuevo.' });
      }}
    />
  );
}

const meta = {
  title: 'Back office/StaffCodeStepScreen',
  component: StaffCodeStepScreen,
  args: { onSubmit: fn(), onBack: fn() },
  render: (args) => <WithServer {...args} />,
  // The log-in's second step: on a phone too, as the first.
  parameters: { layout: 'fullscreen', snapshot: { page: true, widths: [390, 1280] } },
} satisfies Meta<typeof StaffCodeStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Verificación en dos pasos');
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAccessibleDescription('¿No tienes tu teléfono? Ingresa uno de tus códigos de recuperación.');
  },
};

export const RefusedByRules: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(expect.stringContaining('Introduce el código de 6 dígitos o uno de tus códigos de recuperación.'));
    await userEvent.type(code, '12345');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  play: async ({ canvas, args }) => {
    // By keyboard: type the six digits, Enter.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Código' }));
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('alert')).toHaveTextContent('El código no es correcto.');
  },
};

export const RecoveryCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), 'k7m2p-q9rst');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('k7m2p-q9rst');
  },
};

export const Back: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toBeDisabled();
  },
};
