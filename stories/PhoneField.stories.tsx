import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneField } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/PhoneField',
  component: PhoneField,
  args: { value: '', onValueChange: fn() },
  // Kept by the story as a form would keep it: what is typed comes back as the value.
  render: controlled(PhoneField, 'value', { onValueChange: (value) => value }),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same field in every form that asks for a phone: its label, its hint, digits only. */
export const DigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Teléfono' });
    await expect(phone).toHaveAccessibleDescription('Con código de área, sin 0 ni 15. Ej.: 1123456789');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(phone, '11-2345 6789');
    await expect(phone).toHaveValue('1123456789');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1123456789');
  },
};

export const Refused: Story = {
  args: { value: '1123', error: 'Introduce un número de teléfono válido.' },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Teléfono' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(
      'Con código de área, sin 0 ni 15. Ej.: 1123456789 Introduce un número de teléfono válido.',
    );
  },
};
