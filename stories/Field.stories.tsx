import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, FieldError, FieldInput, Stack } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Field',
  component: FieldError,
  args: { id: 'error-nombre', children: 'Introduce un nombre.' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error under a form control: in words and with an icon, never colour alone. */
export const Error: Story = {
  render: (args) => (
    <div>
      <input aria-label="Nombre" aria-invalid="true" aria-describedby={args.id} />
      <FieldError {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Introduce un nombre.');
    await expect(canvas.getByText('Introduce un nombre.').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongMessage: Story = {
  args: { children: 'Debes tener al menos 18 años para registrarte.' },
  render: (args) => (
    <div style={{ width: 220 }}>
      <FieldError {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Debes tener al menos 18 años para registrarte.')).toBeVisible();
  },
};

/**
 * Field ties a label, a hint and an error to the control it is given: the label names it,
 * the hint and the error describe it, the error marks it invalid (and FieldInput looks it).
 */
export const LabelHintAndError: Story = {
  render: () => (
    <Field label="Correo electrónico" hint="Te enviaremos aquí la confirmación." error="Correo electrónico no válido.">
      {(control) => <FieldInput {...control} type="email" defaultValue="lucia@" />}
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAccessibleDescription('Te enviaremos aquí la confirmación. Correo electrónico no válido.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Several controls read as one: a labelled group, each control described by the error. */
export const Group: Story = {
  render: () => (
    <Field kind="group" label="Vencimiento de la tarjeta" error="Introduce el mes y el año.">
      {(control) => (
        <Stack direction="row" space="xsmall">
          <FieldInput {...control} aria-label="Mes" inputMode="numeric" placeholder="MM" style={{ width: 80 }} />
          <FieldInput {...control} aria-label="Año" inputMode="numeric" placeholder="AA" style={{ width: 80 }} />
        </Stack>
      )}
    </Field>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Vencimiento de la tarjeta' });
    await expect(group).toBeVisible();
    for (const name of ['Mes', 'Año']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAccessibleDescription('Introduce el mes y el año.');
    }
  },
};
