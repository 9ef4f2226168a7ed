import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoanUsageBar } from '@tienda/ui';

const LIMIT = 1_000_000;

const meta = {
  title: 'Piezas/LoanUsageBar',
  component: LoanUsageBar,
  args: { limit: LIMIT },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof LoanUsageBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share of the track the fill covers, in percent. */
const filled = (meter: HTMLElement) => {
  const { paddingLeft, paddingRight } = getComputedStyle(meter);
  const track = meter.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
  return (meter.firstElementChild!.getBoundingClientRect().width / track) * 100;
};

/** What a screen reader hears, with the peso sign's non-breaking space read as a space. */
const valueText = (meter: HTMLElement) => meter.getAttribute('aria-valuetext')?.replace(/\s/g, ' ');

/** Checks what every reader gets: the words, the level and the meter's values. */
async function expectUsage(
  canvas: { getByRole: (role: 'meter', options: { name: string }) => HTMLElement; getByText: (text: string) => HTMLElement },
  { sentence, level, valueNow, fill }: { sentence: string; level: string; valueNow: number; fill: number },
) {
  await expect(canvas.getByText(sentence)).toBeVisible();
  await expect(canvas.getByText(level)).toBeVisible();
  const meter = canvas.getByRole('meter', { name: 'Uso de tu crédito pre-aprobado' });
  await expect(meter).toHaveAttribute('aria-valuemin', '0');
  await expect(meter).toHaveAttribute('aria-valuemax', String(LIMIT));
  await expect(meter).toHaveAttribute('aria-valuenow', String(valueNow));
  await expect(valueText(meter)).toContain(`${sentence}. ${level}.`);
  await expect(filled(meter)).toBeCloseTo(fill, 0);
}

export const Low: Story = {
  args: { used: 150_000 },
  play: async ({ canvas }) => {
    await expectUsage(canvas, { sentence: 'Usas $ 150.000,00 de $ 1.000.000,00 (15%)', level: 'Uso bajo', valueNow: 150_000, fill: 15 });
  },
};

export const Medium: Story = {
  args: { used: 500_000 },
  play: async ({ canvas }) => {
    await expectUsage(canvas, { sentence: 'Usas $ 500.000,00 de $ 1.000.000,00 (50%)', level: 'Uso medio', valueNow: 500_000, fill: 50 });
  },
};

export const High: Story = {
  args: { used: 850_000 },
  play: async ({ canvas }) => {
    await expectUsage(canvas, { sentence: 'Usas $ 850.000,00 de $ 1.000.000,00 (85%)', level: 'Uso alto', valueNow: 850_000, fill: 85 });
  },
};

export const JustBelowMedium: Story = {
  args: { used: 299_000 },
  play: async ({ canvas }) => {
    await expectUsage(canvas, { sentence: 'Usas $ 299.000,00 de $ 1.000.000,00 (29,9%)', level: 'Uso bajo', valueNow: 299_000, fill: 29.9 });
  },
};

export const AtMedium: Story = {
  args: { used: 300_000 },
  play: async ({ canvas }) => {
    await expectUsage(canvas, { sentence: 'Usas $ 300.000,00 de $ 1.000.000,00 (30%)', level: 'Uso medio', valueNow: 300_000, fill: 30 });
  },
};

export const JustBelowHigh: Story = {
  args: { used: 699_990 },
  play: async ({ canvas }) => {
    // 69,999 % is truncated, never rounded up to the 70 % it has not reached.
    await expectUsage(canvas, { sentence: 'Usas $ 699.990,00 de $ 1.000.000,00 (69,9%)', level: 'Uso medio', valueNow: 699_990, fill: 70 });
  },
};

export const AtHigh: Story = {
  args: { used: 700_000 },
  play: async ({ canvas }) => {
    await expectUsage(canvas, { sentence: 'Usas $ 700.000,00 de $ 1.000.000,00 (70%)', level: 'Uso alto', valueNow: 700_000, fill: 70 });
  },
};

export const OverTheLimit: Story = {
  args: { used: 1_200_000 },
  play: async ({ canvas }) => {
    // The bar is full, not beyond; the words say by how much the cart goes over.
    await expectUsage(canvas, { sentence: 'Usas $ 1.200.000,00 de $ 1.000.000,00 (120%)', level: 'Uso alto', valueNow: LIMIT, fill: 100 });
    const excess = 'Tu carrito supera tu crédito pre-aprobado en $ 200.000,00.';
    await expect(canvas.getByText(excess)).toBeVisible();
    await expect(valueText(canvas.getByRole('meter'))).toContain(excess);
  },
};

export const Mobile: Story = {
  args: { used: 1_234_567.89, limit: 1_000_000 },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Tu carrito supera tu crédito pre-aprobado en $ 234.567,89.')).toBeVisible();
    // Long sentences wrap inside a phone's width.
    const root = canvasElement.querySelector('[role="meter"]')!.parentElement!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
