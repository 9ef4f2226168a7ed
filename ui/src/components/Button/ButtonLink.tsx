import type { ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css';
import { useLinkComponent, type LinkComponentProps } from '../Link';
import { visuallyHidden } from '../../theme/utils.css';

export type ButtonLinkProps = ButtonVariants &
  LinkComponentProps & {
    /** An icon before the label. */
    icon?: ReactNode;
    /** Opens another site (WhatsApp, a brand's support) in a new tab, and says so to screen readers. */
    external?: boolean;
  };

/**
 * Navigation that looks like a button ('Explorar productos', 'Continuar compra'): it is a
 * link, so it is announced as one, shows its address and can open in a new tab. In-app
 * addresses go through the app's link component, like every Link.
 */
export function ButtonLink({ variant, size, fullWidth, icon, external = false, className, children, ...props }: ButtonLinkProps) {
  const LinkComponent = useLinkComponent();
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (external) {
    return (
      <a className={classes} target="_blank" rel="noopener noreferrer" {...props}>
        {icon}
        {children}
        <span className={visuallyHidden}> (se abre en una pestaña nueva)</span>
      </a>
    );
  }
  return (
    <LinkComponent className={classes} {...props}>
      {icon}
      {children}
    </LinkComponent>
  );
}
