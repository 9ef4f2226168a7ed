import { link } from './Link.css';
import { useLinkComponent, type LinkComponentProps } from './LinkComponent';
import type { Tone } from '../../theme/tones';
import { visuallyHidden } from '../../theme/utils.css';

export type LinkProps = LinkComponentProps & {
  tone?: Extract<Tone, 'brand' | 'neutral'> | 'inverse';
  underline?: boolean;
  /** Opens another site in a new tab, safely, and says so to screen readers. */
  external?: boolean;
};

export function Link({ tone, underline = true, external = false, className, children, ...props }: LinkProps) {
  const LinkComponent = useLinkComponent();
  const classes = [link({ tone, underline }), className].filter(Boolean).join(' ');
  if (external) {
    return (
      <a className={classes} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className={visuallyHidden}> (se abre en una pestaña nueva)</span>
      </a>
    );
  }
  return (
    <LinkComponent className={classes} {...props}>
      {children}
    </LinkComponent>
  );
}
