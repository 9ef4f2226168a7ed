import { Compass, House, MessageCircle, UserRound, type LucideIcon } from 'lucide-react';
import { useLinkComponent } from '../Link';
import { shopPaths } from '../../paths';
import { item, list, nav } from './MobileBottomNav.css';

/** The four places of the shop's main navigation (spec §2 Shell). */
export type NavSection = 'home' | 'explore' | 'queries' | 'profile';

const navItems: readonly { section: NavSection; label: string; href: string; Icon: LucideIcon }[] = [
  { section: 'home', label: 'Home', href: shopPaths.home, Icon: House },
  { section: 'explore', label: 'Explorar', href: shopPaths.explore, Icon: Compass },
  { section: 'queries', label: 'Consultas', href: shopPaths.queries, Icon: MessageCircle },
  { section: 'profile', label: 'Perfil', href: shopPaths.profile, Icon: UserRound },
];

export type MobileBottomNavProps = {
  /** The section the page belongs to, marked as current; none on pages outside the four. */
  current?: NavSection;
};

/** The phone's main navigation, fixed to the bottom edge under 1024 px so it is always in reach. */
export function MobileBottomNav({ current }: MobileBottomNavProps) {
  const LinkComponent = useLinkComponent();
  return (
    <nav aria-label="Navegación principal" className={nav}>
      <ul className={list}>
        {navItems.map(({ section, label, href, Icon }) => (
          <li key={section}>
            <LinkComponent href={href} className={item} aria-current={section === current ? 'page' : undefined}>
              <Icon size={24} aria-hidden="true" />
              {label}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}
