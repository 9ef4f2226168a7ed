import type { ReactNode } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useLinkComponent } from '../Link';
import * as styles from './ShopLogo.css';

export type ShopLogoProps = {
  href: string;
  /** The shop's name, shown beside the mark. */
  shopName: string;
  /** What follows the name ('Back office'). */
  children?: ReactNode;
  /** When the link's name must say where it goes too ('Tienda, Inicio'). */
  'aria-label'?: string;
  /** Its place in the caller's layout. */
  className?: string;
};

/** The shop's mark and name, as a link: the shop's header and the back office's bar. */
export function ShopLogo({ href, shopName, children, 'aria-label': ariaLabel, className }: ShopLogoProps) {
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent href={href} className={[styles.logo, className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
      <span className={styles.mark} aria-hidden="true">
        <ShoppingBag size={22} />
      </span>
      {shopName}
      {children}
    </LinkComponent>
  );
}
