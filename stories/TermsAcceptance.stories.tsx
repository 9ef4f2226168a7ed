import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TermsAcceptance } from '@tienda/ui';
import { controlled } from './fixtures/controlled';
import { onNavigate, withRouter } from './fixtures/router';

const meta = {
  title: 'Piezas/TermsAcceptance',
  component: TermsAcceptance,
  args: { accepted: false, onAcceptedChange: fn() },
  render: controlled(TermsAcceptance, 'accepted', { onAcceptedChange: (accepted) => accepted }),
  decorators: [withRouter, (Story) => <div style={{ maxWidth: 360, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof TermsAcceptance>;

export default meta;
type Story = StoryObj<typeof meta>;

const BOX = 'Leí y acepto los Términos y condiciones';

export const Unticked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: BOX });
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await userEvent.click(canvas.getByText(/Leí y acepto los/));
    await expect(box).toBeChecked();
    await expect(args.onAcceptedChange).toHaveBeenLastCalledWith(true);
  },
};

/** The terms' link opens them, and leaves the box as it was. */
export const ReadTheTerms: Story = {
  play: async ({ canvas, args }) => {
    onNavigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Términos y condiciones' }));
    await expect(onNavigate).toHaveBeenCalledWith('/terms-and-conditions');
    await expect(canvas.getByRole('checkbox', { name: BOX })).not.toBeChecked();
    await expect(args.onAcceptedChange).not.toHaveBeenCalled();
  },
};

export const Ticked: Story = {
  args: { accepted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: BOX })).toBeChecked();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { refused: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: BOX });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Para comprar, tienes que aceptar los Términos y condiciones.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Para comprar, tienes que aceptar los Términos y condiciones.');
  },
};
