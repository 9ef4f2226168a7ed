import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.surfaceSunken,
    borderTopColor: 'currentColor',
    animation: `${spin} 800ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      small: { width: 16, height: 16, borderWidth: 2 },
      standard: { width: 32, height: 32, borderWidth: 3 },
      large: { width: 48, height: 48, borderWidth: 4 },
    },
    tone: {
      brand: { color: vars.color.brand },
      inherit: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'brand' },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});
