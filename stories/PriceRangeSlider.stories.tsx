import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatARS, PRICE_RANGE } from '@tienda/domain';
import { PriceRangeSlider } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/PriceRangeSlider',
  component: PriceRangeSlider,
  args: {
    value: [PRICE_RANGE.min, PRICE_RANGE.max],
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  // As wide as the 'Precio' filter dropdown; the padding keeps the focus ring in the picture.
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 8 }}><Story /></div>],
  render: controlled(PriceRangeSlider, 'value', { onValueChange: (value) => value }),
} satisfies Meta<typeof PriceRangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two thumbs and what each says, as numbers and as the words a screen reader reads. */
const thumbs = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return [canvas.getByRole('slider', { name: 'Precio mínimo' }), canvas.getByRole('slider', { name: 'Precio máximo' })] as const;
};

// Testing Library reads the non-breaking space after '$' as a plain space.
const shownARS = (amount: number) => formatARS(amount).replace(/\u00a0/g, ' ');

const expectThumb = async (thumb: HTMLElement, value: number) => {
  await expect(thumb).toHaveAttribute('aria-valuenow', String(value));
  await expect(thumb).toHaveAttribute('aria-valuetext', formatARS(value));
};

export const DefaultRange: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const [min, max] = thumbs(canvasElement);
    await expectThumb(min, 5000);
    await expectThumb(max, 2_000_000);
    await expect(canvas.getByRole('group', { name: 'Rango de precio' })).toBeVisible();

    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expectThumb(min, 10_000);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([10_000, 2_000_000]);
    await expect(canvas.getByText(shownARS(10_000))).toBeVisible();

    // PageUp jumps ten steps.
    await userEvent.keyboard('{PageUp}');
    await expectThumb(min, 60_000);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([60_000, 2_000_000]);

    // End takes the minimum as far as it may go: 10.000 below the maximum, and no further.
    await userEvent.keyboard('{End}');
    await expectThumb(min, 1_990_000);
    await expectThumb(max, 2_000_000);
    await userEvent.keyboard('{ArrowRight}');
    await expectThumb(min, 1_990_000);
    await expect(canvas.getByText(shownARS(1_990_000))).toBeVisible();

    await userEvent.keyboard('{Home}');
    await expectThumb(min, 5000);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([5000, 2_000_000]);
  },
};

export const NarrowedRange: Story = {
  args: { value: [150_000, 450_000] },
  play: async ({ canvas, canvasElement, args }) => {
    const [min, max] = thumbs(canvasElement);
    await expect(canvas.getByText(shownARS(150_000))).toBeVisible();
    await expect(canvas.getByText(shownARS(450_000))).toBeVisible();

    max.focus();
    await userEvent.keyboard('{PageDown}');
    await expectThumb(max, 400_000);
    // Home takes the maximum down to 10.000 above the minimum; the minimum stays put.
    await userEvent.keyboard('{Home}');
    await expectThumb(max, 160_000);
    await expectThumb(min, 150_000);
    await userEvent.keyboard('{ArrowLeft}');
    await expectThumb(max, 160_000);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([150_000, 160_000]);

    // Shift+arrow jumps ten steps too: six jumps of 50.000.
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expectThumb(max, 460_000);
    await expect(canvas.getByText(shownARS(460_000))).toBeVisible();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([150_000, 460_000]);
  },
};

export const Mobile: Story = {
  args: { value: [50_000, 1_500_000] },
  parameters: { snapshot: { widths: [390] } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const [min] = thumbs(canvasElement);
    // The touch strip is at least 44 px tall.
    const strip = min.closest('[data-orientation="horizontal"]:not([role])') as HTMLElement;
    await expect(strip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    min.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expectThumb(min, 45_000);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([45_000, 1_500_000]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: [100_000, 900_000] },
  play: async ({ canvasElement, args }) => {
    const [min, max] = thumbs(canvasElement);
    await expect(min).not.toHaveAttribute('tabindex');
    await expect(max).toHaveAttribute('data-disabled');
    min.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expectThumb(min, 100_000);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
