import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

/** A label, its control, and the hint or error under it (laid out by Stack; this keeps it shrinkable). */
export const field = style({ minWidth: 0 });

/** Options answering one question: a fieldset, the legend above the options. */
export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.family,
});

/** The visible label above a form control. */
export const label = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

/** The question of a set of options reads larger than a control's label. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

/** The box of every text-like control (TextField, ComboboxField, Select's trigger): one look. */
const box = style([
  focusRing,
  {
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.tight,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:disabled': { background: vars.color.surfaceSubtle, color: vars.color.textMuted, borderColor: vars.color.border, cursor: 'not-allowed' },
    },
  },
]);

/** A control whose value is refused: a thicker critical edge, drawn inside so nothing moves. */
const invalid = style({ borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` });

/** The placeholder's colour, as readable as hint text. */
const placeholder = style({ selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } } });

export const control = recipe({
  base: [box, placeholder],
  variants: {
    invalid: { true: invalid },
    multiline: {
      true: { minHeight: 120, resize: 'vertical', lineHeight: vars.lineHeight.standard },
    },
    /** Room on the right for an icon drawn over the box (a combobox's arrow). */
    iconAtEnd: { true: { paddingRight: 40 } },
  },
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.critical,
});

// Centres the 16 px icon on the first line of 14 px text.
export const fieldErrorIcon = style({ flexShrink: 0, marginTop: 3 });

/** A whole form refused by the server (FormFailure). */
export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  background: vars.color.criticalTint,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
});

export const failureIcon = style({ flexShrink: 0, marginTop: 2 });
