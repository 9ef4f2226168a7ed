import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { digitsOnly, validateName } from '@tienda/domain';
import { Stack, TextField } from '@tienda/ui';

const meta = {
  title: 'Piezas/TextField',
  component: TextField,
  args: { label: 'Nombre', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ana');
  },
};

export const WithHint: Story = {
  args: { label: 'CUIL', hint: 'Solo números, sin guiones.', inputMode: 'numeric' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CUIL' });
    await expect(input).toHaveAccessibleDescription('Solo números, sin guiones.');
  },
};

/** The field validates as the person types, with the spec's messages. */
function ValidatedName() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <TextField
      label="Nombre"
      value={value}
      onValueChange={setValue}
      onBlur={() => setTouched(true)}
      error={touched ? validateName(value) : null}
    />
  );
}

export const WithError: Story = {
  render: () => <ValidatedName />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Introduce un nombre.');
    await userEvent.type(input, 'Lu');
    await expect(canvas.getByText('El nombre debe tener al menos 3 caracteres.')).toBeVisible();
    await userEvent.type(input, 'cía');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

function DigitsOnly() {
  const [value, setValue] = useState('');
  return <TextField label="Teléfono" inputMode="tel" value={value} onValueChange={(v) => setValue(digitsOnly(v))} />;
}

export const DigitsOnlyPhone: Story = {
  render: () => <DigitsOnly />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(input, '11-2345 67a89');
    await expect(input).toHaveValue('1123456789');
  },
};

export const Multiline: Story = {
  args: { label: 'Mensaje', multiline: true, placeholder: 'Cuéntanos el motivo' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Quiero cancelar la compra.');
    await expect(area).toHaveValue('Quiero cancelar la compra.');
  },
};

export const Disabled: Story = {
  args: { label: 'Correo electrónico', disabled: true, defaultValue: 'ana@ejemplo.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
  },
};

export const LabelHiddenAndMobile: Story = {
  args: { label: 'Buscar marca', labelHidden: true, placeholder: 'Buscar marca...', type: 'search' },
  parameters: { snapshot: { widths: [390] } },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Stack space="small">
      <TextField {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Buscar marca' })).toHaveAttribute('placeholder', 'Buscar marca...');
  },
};
