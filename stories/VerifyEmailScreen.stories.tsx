import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VerifyEmailScreen, type VerifyEmailScreenProps } from '@tienda/ui';

/**
 * The screen with stand-ins for the calls: the code 24680 is the right one, any other is refused;
 * a resend locks the button for 60 s (frozen here: the storefront is what counts down).
 */
function WithServer(args: VerifyEmailScreenProps) {
  const [error, setError] = useState(args.error);
  const [resendInSeconds, setResendInSeconds] = useState(args.resendInSeconds);
  return (
    <VerifyEmailScreen
      {...args}
      error={error}
      resendInSeconds={resendInSeconds}
      onSubmit={(code) => {
        args.onSubmit(code);
        setError(code === '24680' ? null : 'El codigo es incorrecto');
      }}
      onResend={() => {
        args.onResend();
        setResendInSeconds(60);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/VerifyEmail',
  component: VerifyEmailScreen,
  args: { onSubmit: fn(), onResend: fn(), email: 'lucia.fernandez@ejemplo.com', resendInSeconds: 45 },
  render: (args) => <WithServer {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResendLocked: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText('lucia.fernandez@ejemplo.com')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await expect(canvas.getByText(/Puedes pedir otro código en/)).toHaveTextContent('Puedes pedir otro código en 0:45');
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ResendAvailable: Story = {
  args: { resendInSeconds: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(/Puedes pedir otro código en/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    // Asked once, locked for the next minute.
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await expect(canvas.getByText(/Puedes pedir otro código en/)).toHaveTextContent('1:00');
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 5' }));
    await userEvent.keyboard('246');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Introduce los 5 dígitos del código.')).toBeVisible();
    // Typing on clears it.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 4 de 5' }));
    await userEvent.keyboard('8');
    await expect(canvas.queryByText('Introduce los 5 dígitos del código.')).toBeNull();
  },
};

export const WrongCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 5' }));
    await userEvent.keyboard('12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('12345');
    await expect(canvas.getByText('El codigo es incorrecto')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Dígito 1 de 5' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ErrorClearsOnEdit: Story = {
  args: { initialCode: '12345', error: 'El codigo es incorrecto' },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('El codigo es incorrecto')).toBeVisible();
    // The verdict was about the old code: editing it takes the message away.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 5 de 5' }));
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText('El codigo es incorrecto')).toBeNull();
  },
};

export const Verifying: Story = {
  args: { initialCode: '24680', verifying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Dígito 1 de 5' })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Dígito 5 de 5' })).toBeDisabled();
  },
};

export const Resending: Story = {
  args: { resendInSeconds: 0, resending: true, email: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Te enviamos un código de 5 números por correo electrónico/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reenviando...' })).toBeDisabled();
  },
};
