import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/Checkbox',
  component: Checkbox,
  args: { label: 'Parlantes', checked: false, onCheckedChange: fn() },
  render: controlled(Checkbox, 'checked', { onCheckedChange: (checked) => checked }),
  decorators: [(Story) => <div style={{ maxWidth: 280, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Parlantes' });
    await expect(box).not.toBeChecked();
    // The label takes the click too.
    await userEvent.click(canvas.getByText('Parlantes'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Parlantes' });
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // Back on, so the picture shows the checked look with the focus ring.
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
