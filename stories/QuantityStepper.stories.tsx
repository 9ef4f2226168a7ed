import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper, vars } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Cantidad', value: 3, max: 12, onChange: fn() },
  // The stepper is controlled: the story keeps the value, as the cart state would.
  render: controlled(QuantityStepper, 'value', { onChange: (value) => value }),
  // Room for the focus ring, which reaches past the stepper's box.
  decorators: [(Story) => <div style={{ padding: vars.space.xsmall }}><Story /></div>],
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // More in stock than one order may take: the stepper says how many it allows.
    await expect(canvas.getByRole('group', { name: 'Cantidad', description: 'Stock: 12 · Hasta 5 por compra' })).toBeVisible();
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(quantity).toHaveAttribute('aria-valuenow', '4');
    await expect(quantity).toHaveTextContent('4');
    // Focus moves to the value, so screen readers announce the new quantity.
    await expect(quantity).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Restar uno' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(quantity).toHaveAttribute('aria-valuenow', '3');
  },
};

export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: 'Restar uno' });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus, { pointerEventsCheck: 0 });
    canvas.getByRole('spinbutton').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(minus).toBeEnabled();
  },
};

export const AtStock: Story = {
  args: { value: 4, max: 4 },
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: 'Sumar uno' });
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await expect(canvas.getByText('Stock: 4')).toBeVisible();
    await expect(plus).toBeDisabled();
    await expect(quantity).toHaveAttribute('aria-valuemax', '4');
    quantity.focus();
    await userEvent.keyboard('{ArrowUp}{End}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Restar uno' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(plus).toBeEnabled();
  },
};

/** Plenty in stock, but one order takes at most 5 units of a product. */
export const AtOrderCap: Story = {
  args: { value: 5, max: 12 },
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: 'Sumar uno' });
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await expect(canvas.getByText('Stock: 12 · Hasta 5 por compra')).toBeVisible();
    await expect(plus).toBeDisabled();
    await expect(quantity).toHaveAttribute('aria-valuemax', '5');
    quantity.focus();
    await userEvent.keyboard('{ArrowUp}{End}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const StockOne: Story = {
  args: { value: 1, max: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Stock: 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restar uno' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sumar uno' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{End}{ArrowDown}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '1');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    // One tab stop: the value itself, as in a native number field.
    await userEvent.tab();
    await expect(quantity).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(quantity).toHaveAttribute('aria-valuenow', '4');
    // End goes to the most one order may take, not to the whole stock.
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Sumar uno' })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(quantity).toHaveAttribute('aria-valuenow', '1');
    await expect(quantity).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 2, max: 5 },
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await expect(quantity).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Restar uno' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sumar uno' })).toBeDisabled();
    // Out of the tab order, and deaf to clicks.
    await userEvent.tab();
    await expect(quantity).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(quantity).toHaveTextContent('2');
  },
};

export const Mobile: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // Every target at least 44 × 44 px for a thumb.
    for (const target of [...canvas.getAllByRole('button'), canvas.getByRole('spinbutton')]) {
      const box = target.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
