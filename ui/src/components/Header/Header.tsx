import { LogIn, MessageCircle, ShoppingCart, UserRound } from 'lucide-react';
import { Badge } from '../Badge';
import { Box } from '../Box';
import { ConsumerRightsLinks } from '../ConsumerRightsLinks';
import { Container } from '../Container';
import { useLinkComponent } from '../Link';
import { SearchBox, type SearchBoxProps } from '../SearchBox';
import { ShopLogo } from '../ShopLogo';
import type { NavSection } from '../MobileBottomNav';
import { shopPaths } from '../../paths';
import {
  actions,
  bar,
  cart,
  cartBadge,
  categories as categoriesStyle,
  categoryLink,
  categoryList,
  desktopOnly,
  header,
  logo,
  navLink,
  search,
} from './Header.css';

export type HeaderCategory = { id: number; name: string };

export type HeaderProps = SearchBoxProps & {
  /** The shop's name, beside its mark; the link home is called '{shopName}, Inicio'. */
  shopName: string;
  /** The active categories (spec §2: only status 'activa'), linked to explore filtered by each. */
  categories: readonly HeaderCategory[];
  categoryHref: (id: number) => string;
  /** What the cart badge counts. */
  cartCount: number;
  /** Signed in: 'Perfil'; a visitor: 'Ingresar'. */
  authenticated: boolean;
  /** The search box is left out on the checkout and sign-in pages (spec §2 Shell). */
  showSearch?: boolean;
  /** Marks 'Consultas' or 'Perfil' as the current page. */
  currentSection?: NavSection;
};

const cartName = (count: number) => `Carrito, ${count} ${count === 1 ? 'producto' : 'productos'}`;

/**
 * The top of every page: the consumer's two buttons (arrepentimiento, baja), home, search, account
 * links (desktop), cart, and the categories (desktop).
 */
export function Header({
  shopName,
  categories,
  categoryHref,
  cartCount,
  authenticated,
  showSearch = true,
  currentSection,
  ...searchProps
}: HeaderProps) {
  const LinkComponent = useLinkComponent();
  const current = (section: NavSection) => (section === currentSection ? 'page' : undefined);

  return (
    <header className={header}>
      {/* First in the header, so the keyboard meets them right after 'Saltar al contenido'. */}
      <ConsumerRightsLinks />
      <Container className={bar}>
        {/* Named by what it shows and where it goes (the visible name must be in the accessible one, WCAG 2.5.3). */}
        <ShopLogo href={shopPaths.home} shopName={shopName} aria-label={`${shopName}, Inicio`} className={logo} />

        {showSearch && (
          <div className={search}>
            <SearchBox {...searchProps} />
          </div>
        )}

        <Box display="flex" alignItems="center" gap="xxsmall" className={actions}>
          <LinkComponent href={shopPaths.queries} className={[navLink, desktopOnly].join(' ')} aria-current={current('queries')}>
            <MessageCircle size={20} aria-hidden="true" />
            Consultas
          </LinkComponent>
          {authenticated ? (
            <LinkComponent href={shopPaths.profile} className={[navLink, desktopOnly].join(' ')} aria-current={current('profile')}>
              <UserRound size={20} aria-hidden="true" />
              Perfil
            </LinkComponent>
          ) : (
            <LinkComponent href={shopPaths.login} className={[navLink, desktopOnly].join(' ')}>
              <LogIn size={20} aria-hidden="true" />
              Ingresar
            </LinkComponent>
          )}
          <LinkComponent href={shopPaths.cart} className={cart} aria-label={cartName(cartCount)}>
            <ShoppingCart size={24} aria-hidden="true" />
            {cartCount > 0 && (
              <Badge className={cartBadge} aria-hidden="true">
                {cartCount}
              </Badge>
            )}
          </LinkComponent>
        </Box>
      </Container>

      {categories.length > 0 && (
        <nav aria-label="Categorías" className={categoriesStyle}>
          <Container as="ul" className={categoryList}>
            {categories.map((category) => (
              <li key={category.id}>
                <LinkComponent href={categoryHref(category.id)} className={categoryLink}>
                  {category.name}
                </LinkComponent>
              </li>
            ))}
          </Container>
        </nav>
      )}
    </header>
  );
}
