import type { ReactNode } from 'react';
import { ShoppingBag } from 'lucide-react';
import type { OrderSummary } from '@tienda/domain';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { EmptyState, LoadFailure } from '../components/EmptyState';
import { Heading } from '../components/Heading';
import { OrderList, type OrderListProps } from '../components/OrderList';
import { Pagination, type PageNavigation } from '../components/Pagination';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { shopPaths } from '../paths';

export type OrdersScreenProps = PageNavigation & {
  /** The page's orders, newest first; undefined while GET /api/user/orders is on its way. */
  orders?: readonly OrderSummary[];
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  /** The orders could not be loaded: said, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** A product picture's URL from its file name (`/product/{name}`). */
  imageUrl: OrderListProps['imageUrl'];
};

/** The page's column under its breadcrumbs and heading, which every state keeps. */
function Page({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Stack space="large" paddingY={{ mobile: 'large', desktop: 'xlarge' }}>
        <Breadcrumbs items={[{ label: 'Mi perfil', href: shopPaths.profile }, { label: 'Mis compras' }]} />
        <Heading level="1">Mis compras</Heading>
        {children}
      </Stack>
    </Container>
  );
}

/** '/profile/orders': the member's orders, newest first, a page at a time. */
export function OrdersScreen({ orders, page, totalPages, loadError, onRetry, imageUrl, ...navigation }: OrdersScreenProps) {
  if (loadError) {
    return (
      <Page>
        <LoadFailure title="No pudimos cargar tus compras" message={loadError} onRetry={onRetry} />
      </Page>
    );
  }
  if (!orders) {
    return (
      <Page>
        <Spinner size="large" label="Cargando tus compras..." />
      </Page>
    );
  }
  if (orders.length === 0) {
    return (
      <Page>
        <EmptyState
          icon={<ShoppingBag />}
          title="Todavía no tienes compras"
          description="Cuando compres algo, aquí podrás seguir tu pedido."
          actions={<ButtonLink href={shopPaths.explore}>Explorar productos</ButtonLink>}
        />
      </Page>
    );
  }
  return (
    <Page>
      <OrderList orders={orders} imageUrl={imageUrl} />
      {/* With pageHref the arrows are links to each page, which work before the app has loaded. */}
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} {...navigation} />}
    </Page>
  );
}
