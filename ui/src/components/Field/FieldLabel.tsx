import { createElement, type LabelHTMLAttributes } from 'react';
import { visuallyHidden as hiddenStyle } from '../../theme/utils.css';
import { label } from './Field.css';

export type FieldLabelProps = LabelHTMLAttributes<HTMLElement> & {
  /** A `label` names one control; a `span` names a group; a `p` names what has no control. */
  as?: 'label' | 'span' | 'p';
  /** Heard by screen readers, not shown. */
  visuallyHidden?: boolean;
};

/** The words above a form control, in the one look every field shares. */
export function FieldLabel({ as = 'label', visuallyHidden = false, className, ...props }: FieldLabelProps) {
  const classes = [visuallyHidden ? hiddenStyle : label, className].filter(Boolean).join(' ');
  return createElement(as, { ...props, className: classes });
}
