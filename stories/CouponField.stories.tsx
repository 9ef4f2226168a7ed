import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CouponField, type CouponFieldProps } from '@tienda/ui';

/** The field with a stand-in for the coupon call: BIENVENIDA10 is valid, anything else refused. */
function WithServer(args: CouponFieldProps) {
  const [appliedCode, setAppliedCode] = useState(args.appliedCode ?? null);
  const [error, setError] = useState(args.error ?? null);
  return (
    <CouponField
      {...args}
      appliedCode={appliedCode}
      error={error}
      onApply={(code) => {
        args.onApply(code);
        const valid = code.toUpperCase() === 'BIENVENIDA10';
        setAppliedCode(valid ? code.toUpperCase() : null);
        setError(valid ? null : 'El cupón ingresado no existe.');
      }}
      onRemove={() => {
        args.onRemove();
        setAppliedCode(null);
      }}
    />
  );
}

const meta = {
  title: 'Piezas/CouponField',
  component: CouponField,
  args: { onApply: fn(), onRemove: fn() },
  render: (args) => <WithServer {...args} />,
  // As wide as the cart's side panel; padded for the focus ring.
  decorators: [(Story) => <div style={{ maxWidth: 340, padding: 8 }}><Story /></div>],
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applying: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cupón de descuento' }), 'BIENVENIDA10');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith('BIENVENIDA10');
    const sentence = canvas.getByText('Cupón aplicado').parentElement!;
    await expect(sentence).toHaveTextContent('Cupón aplicado BIENVENIDA10');
    await expect(sentence).toHaveFocus();
  },
};

export const TrimsTheCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cupón de descuento' }), '  BIENVENIDA10 {Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('BIENVENIDA10');
  },
};

export const BlankCode: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByText('Por favor ingrese un código de cupón')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Por favor ingrese un código de cupón');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    // Typing puts the message away.
    await userEvent.type(input, 'A');
    await expect(canvas.queryByText('Por favor ingrese un código de cupón')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerRefusal: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await userEvent.type(input, 'NOEXISTE{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('NOEXISTE');
    await expect(input).toHaveAccessibleDescription('El cupón ingresado no existe.');
    await expect(input).toHaveValue('NOEXISTE');
  },
};

export const ErrorWithoutServerMessage: Story = {
  args: { error: 'Error al validar el cupón' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await expect(input).toHaveAccessibleDescription('Error al validar el cupón');
    await userEvent.type(input, 'X');
    // Editing the code puts the refusal away until the next try.
    await expect(canvas.queryByText('Error al validar el cupón')).not.toBeInTheDocument();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cupón de descuento' }), 'AHORRO5000{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
    const button = canvas.getByRole('button', { name: 'Procesando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Applied: Story = {
  args: { appliedCode: 'BIENVENIDA10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BIENVENIDA10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar cupón' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Removing: Story = {
  args: { appliedCode: 'BIENVENIDA10' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar cupón' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
  },
};

export const Mobile: Story = {
  args: { appliedCode: 'AHORRO5000' },
  globals: { viewport: { value: 'mobile' } },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // The button keeps a full touch target beside the code.
    const button = canvas.getByRole('button', { name: 'Quitar cupón' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByText('AHORRO5000')).toBeVisible();
  },
};
