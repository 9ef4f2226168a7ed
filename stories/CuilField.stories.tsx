import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CuilField } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/CuilField',
  component: CuilField,
  args: { value: '', onValueChange: fn() },
  // Kept by the story as a form would keep it: what is typed comes back as the value.
  render: controlled(CuilField, 'value', { onValueChange: (value) => value }),
} satisfies Meta<typeof CuilField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same field in every form that asks for a CUIL: its label, its hint, digits only. */
export const DigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const cuil = canvas.getByRole('textbox', { name: 'CUIL' });
    await expect(cuil).toHaveAccessibleDescription('11 números, sin guiones.');
    await expect(cuil).toHaveAttribute('inputmode', 'numeric');
    await expect(cuil).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(cuil, '20-12345678-6');
    await expect(cuil).toHaveValue('20123456786');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('20123456786');
  },
};

export const Refused: Story = {
  args: { value: '20123456780', error: 'El CUIL no es válido.' },
  play: async ({ canvas }) => {
    const cuil = canvas.getByRole('textbox', { name: 'CUIL' });
    await expect(cuil).toHaveAttribute('aria-invalid', 'true');
    await expect(cuil).toHaveAccessibleDescription('11 números, sin guiones. El CUIL no es válido.');
  },
};
