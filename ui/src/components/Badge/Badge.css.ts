import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tones';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: `0 ${vars.space.xsmall}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.font.weightBold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      success: { background: vars.color.successTint, color: vars.color.success },
      warning: { background: vars.color.warningTint, color: vars.color.warning },
      critical: { background: vars.color.criticalTint, color: vars.color.critical },
      info: { background: vars.color.infoTint, color: vars.color.info },
    } satisfies Record<Tone, StyleRule>,
  },
  defaultVariants: { tone: 'brand' },
});
