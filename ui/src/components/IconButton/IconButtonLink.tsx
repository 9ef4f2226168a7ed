import type { ReactNode } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../Link';
import type { ButtonVariant } from '../../theme/tones';
import { iconButton } from './IconButton.css';

export type IconButtonLinkProps = Omit<LinkComponentProps, 'children' | 'aria-label'> & {
  /** The link's accessible name: required, since an icon says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
};

/**
 * Navigation drawn as an IconButton (a pagination arrow that leads to a page's address): it is a
 * link, through the app's link component, with the button's look and name.
 */
export function IconButtonLink({ label, icon, variant, className, ...props }: IconButtonLinkProps) {
  const LinkComponent = useLinkComponent();
  const classes = [iconButton({ variant }), className].filter(Boolean).join(' ');
  return (
    <LinkComponent {...props} aria-label={label} title={label} className={classes}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </LinkComponent>
  );
}
