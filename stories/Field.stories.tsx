import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldError } from '@tienda/ui';

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
