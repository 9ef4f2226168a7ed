import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Camera } from 'lucide-react';
import { FilePicker } from '@tienda/ui';
import { pictureFile } from './fixtures/staffCatalogue';

// The file chooser of the profile's photo, the product pictures and the CSV imports: a button in
// the shop's words over the browser's own input, which keyboards and screen readers still use.
const meta = {
  title: 'Piezas/FilePicker',
  component: FilePicker,
  args: { label: 'Cambiar foto', icon: <Camera size={18} aria-hidden="true" />, accept: 'image/*', onFiles: fn() },
  decorators: [(Story) => <div style={{ padding: 8 }}><Story /></div>],
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Cambiar foto');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    // A Tab stop of its own, though the button is what shows.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = pictureFile('perfil.png');
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
    // The same file again is a new choice.
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Subiendo...' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Subiendo...')).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Subiendo...')).not.toHaveFocus();
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};
