import { useId, useRef, useState, type ReactNode } from 'react';
import {
  BadgePercent,
  ClipboardList,
  FolderTree,
  History,
  House,
  Images,
  Landmark,
  LogOut,
  Menu,
  Package,
  ReceiptText,
  ShieldCheck,
  Undo2,
  Users,
  X,
} from 'lucide-react';
import type { StaffRole } from '@tienda/domain';
import { Box } from '../Box';
import { Button, ButtonLink } from '../Button';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { LinkComponentProvider, useLinkComponent, type LinkComponent } from '../Link';
import { ShopLogo } from '../ShopLogo';
import { SkipLink } from '../SkipLink';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './StaffLayout.css';
import { staffPaths, type StaffSection } from './staffPaths';

/** How each role is named to people. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: 'Administrador', operador: 'Operador' };

type Section = { section: StaffSection; label: string; icon: ReactNode; adminOnly?: boolean };

const icon = (Icon: typeof House) => <Icon size={20} aria-hidden="true" />;

/**
 * The navigation, in the order of a day's work. An operador does the daily work — orders,
 * withdrawals, invoices, stock — and the rest is admins' (the server refuses the same calls).
 */
const SECTIONS: readonly Section[] = [
  { section: 'dashboard', label: 'Inicio', icon: icon(House) },
  { section: 'orders', label: 'Pedidos', icon: icon(ClipboardList) },
  { section: 'withdrawals', label: 'Arrepentimientos', icon: icon(Undo2) },
  // Retrying a voucher ARCA refused is daily work too.
  { section: 'invoices', label: 'Facturas', icon: icon(ReceiptText) },
  { section: 'products', label: 'Productos', icon: icon(Package) },
  { section: 'taxonomy', label: 'Categorías y marcas', icon: icon(FolderTree), adminOnly: true },
  { section: 'banners', label: 'Banners', icon: icon(Images), adminOnly: true },
  { section: 'coupons', label: 'Cupones', icon: icon(BadgePercent), adminOnly: true },
  { section: 'creditLines', label: 'Líneas de crédito', icon: icon(Landmark), adminOnly: true },
  { section: 'staff', label: 'Personal', icon: icon(Users), adminOnly: true },
  { section: 'audit', label: 'Registro de cambios', icon: icon(History), adminOnly: true },
];

/** Whether a role may open a section of the back office. */
export function staffMayOpen(role: StaffRole, section: StaffSection): boolean {
  return role === 'admin' || SECTIONS.some((entry) => entry.section === section && !entry.adminOnly);
}

export type StaffLayoutProps = {
  /** The shop's name beside its mark. */
  shopName?: string;
  /** Who is signed in: their name and role show, and the role decides the navigation. */
  staff: { name: string; role: StaffRole };
  /** The section the page belongs to, marked in the navigation. */
  current?: StaffSection;
  /** The app's router link for every link inside the layout (the page's too). */
  LinkComponent?: LinkComponent;
  onSignOut: () => void;
  /** Where the member's own password and second factor are ('Seguridad', beside 'Cerrar sesión'); none, no link. */
  securityHref?: string;
  /** While the log-out call travels. */
  signingOut?: boolean;
  /** The page's one h1. */
  title: string;
  /** The page's actions, beside its title ('Nueva cuenta'). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The back office's frame: the shop's mark and 'Back office', the sections a role may visit
 * (the current one marked), who is signed in with 'Cerrar sesión', and the page's title and
 * actions above it. Under 1024 px the navigation folds into a menu button.
 */
export function StaffLayout({ LinkComponent, ...props }: StaffLayoutProps) {
  return LinkComponent ? (
    <LinkComponentProvider linkComponent={LinkComponent}>
      <Frame {...props} />
    </LinkComponentProvider>
  ) : (
    <Frame {...props} />
  );
}

function Frame({
  shopName = 'Tienda',
  staff,
  current,
  onSignOut,
  securityHref,
  signingOut = false,
  title,
  actions,
  children,
}: Omit<StaffLayoutProps, 'LinkComponent'>) {
  const LinkComponent = useLinkComponent();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const sections = SECTIONS.filter((entry) => staffMayOpen(staff.role, entry.section));
  const roleLabel = STAFF_ROLE_LABELS[staff.role];
  // In the bar on a desktop; under 1024 px, in the menu beside the name.
  const security = securityHref && (
    <ButtonLink variant="ghost" size="small" href={securityHref} icon={<ShieldCheck size={18} aria-hidden="true" />} onClick={() => setMenuOpen(false)}>
      Seguridad
    </ButtonLink>
  );
  const signOut = (
    <Button variant="secondary" size="small" icon={<LogOut size={18} aria-hidden="true" />} loading={signingOut} loadingLabel="Cerrando sesión..." onClick={onSignOut}>
      Cerrar sesión
    </Button>
  );

  return (
    <div className={styles.frame}>
      <SkipLink target={mainRef} targetId={mainId} />
      <header className={styles.bar}>
        <Box display="flex" alignItems="center" gap="xsmall">
          <IconButton
            className={styles.menuButton}
            label={menuOpen ? 'Cerrar menú' : 'Menú'}
            icon={menuOpen ? <X size={22} /> : <Menu size={22} />}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          />
          {/* Named by what it shows (the visible name is the accessible one); it leads to Inicio. */}
          <ShopLogo href={staffPaths.dashboard} shopName={shopName}>
            {' '}
            <span className={styles.product}>Back office</span>
          </ShopLogo>
        </Box>
        <div className={styles.who}>
          <Stack space="none" alignItems="flex-end">
            <Text size="small" weight="bold">{staff.name}</Text>
            <Text size="xsmall" tone="muted">{roleLabel}</Text>
          </Stack>
          {security}
          {signOut}
        </div>
      </header>

      <nav id={navId} aria-label="Back office" className={styles.nav} data-open={menuOpen || undefined}>
        <div className={styles.whoInMenu}>
          <Stack space="none">
            <Text size="small" weight="bold">{staff.name}</Text>
            <Text size="xsmall" tone="muted">{roleLabel}</Text>
          </Stack>
          {security}
          {signOut}
        </div>
        <ul className={styles.navList}>
          {sections.map(({ section, label, icon: sectionIcon }) => (
            <li key={section}>
              <LinkComponent
                href={staffPaths[section]}
                className={styles.navLink}
                aria-current={section === current ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {sectionIcon}
                {label}
              </LinkComponent>
            </li>
          ))}
        </ul>
      </nav>

      <main id={mainId} ref={mainRef} className={styles.main} tabIndex={-1}>
        <Stack space="large">
          <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small">
            <Heading level="1" size="2">{title}</Heading>
            {actions && (
              <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
                {actions}
              </Box>
            )}
          </Box>
          {children}
        </Stack>
      </main>
    </div>
  );
}
