/** A column's share of the row: a fraction, what the fractions leave (`fluid`), or its content's width. */
export type ColumnWidth = 'fluid' | 'content' | '1/2' | '1/3' | '2/3' | '1/4' | '3/4' | '1/5' | '2/5' | '3/5' | '4/5';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The grid tracks of a row, in whole `fr` units so that the browser splits what the gaps leave
 * exactly by those shares: `3/5` and `2/5` are `3fr 2fr`; fluid columns share what the fractions
 * leave (`1/3` and a fluid one are `1fr 2fr`); `content` is as wide as what it holds.
 */
export function trackList(widths: readonly ColumnWidth[]): string {
  const fluidCount = widths.filter((width) => width === 'fluid').length;
  // Sixtieths divide every fraction offered; times the fluid columns, so that each gets a whole share.
  const whole = 60 * Math.max(1, fluidCount);
  const shareOf = (fraction: string) => {
    const [numerator, denominator] = fraction.split('/').map(Number);
    return (whole * numerator!) / denominator!;
  };
  const fractions = widths.filter((width) => width.includes('/')).reduce((sum, width) => sum + shareOf(width), 0);
  const fluidShare = fluidCount ? (whole - fractions) / fluidCount : 0;
  const shares = widths.map((width) => (width === 'content' ? 0 : width === 'fluid' ? fluidShare : shareOf(width)));
  const unit = shares.filter(Boolean).reduce(gcd, 0) || 1;
  return shares.map((share, index) => (widths[index] === 'content' ? 'auto' : `minmax(0, ${share / unit}fr)`)).join(' ');
}
