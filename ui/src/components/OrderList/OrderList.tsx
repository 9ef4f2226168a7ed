import { formatARS, type OrderSummary } from '@tienda/domain';
import { Box } from '../Box';
import { Link } from '../Link';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { formatOrderDate } from '../OrderStatusTimeline';
import { ProductImage } from '../ProductImage';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { shopPaths } from '../../paths';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './OrderList.css';

export type OrderListProps = {
  /** The orders of the page, newest first (GET /api/user/orders). */
  orders: readonly OrderSummary[];
  /** The URL of a product picture from its file name (`/product/{name}`); without one a placeholder shows. */
  imageUrl: (fileName: string) => string | undefined;
};

/** '+ 2 productos más': the units bought beyond the first product's. */
function moreProducts(itemCount: number): string | null {
  const more = itemCount - 1;
  if (more < 1) return null;
  return `+ ${more} ${more === 1 ? 'producto' : 'productos'} más`;
}

/**
 * "Mis compras": one row per order — its number (a link to the order), date, state, total and
 * first product with its picture.
 */
export function OrderList({ orders, imageUrl }: OrderListProps) {
  return (
    <ul aria-label="Tus compras" className={styles.list}>
      {orders.map((order) => {
        const more = moreProducts(order.itemCount);
        return (
          <li key={order.id} className={styles.row}>
            <div className={styles.picture}>
              {/* The product's name beside it says what the picture shows. */}
              <ProductImage src={order.firstProduct.image ? imageUrl(order.firstProduct.image) : undefined} alt="" sizes="72px" />
            </div>
            <Stack space="xxsmall" className={styles.details}>
              <Box display="flex" flexWrap="wrap" alignItems="baseline" gap="xsmall">
                <Link href={shopPaths.order(order.id)} tone="neutral" underline={false} className={styles.orderLink}>
                  <span className={visuallyHidden}>Compra </span>N° {order.id}
                </Link>
                <Text as="span" size="small" tone="muted">
                  <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
                </Text>
              </Box>
              <Text maxLines={2}>{order.firstProduct.name}</Text>
              {more && (
                <Text size="small" tone="muted">
                  {more}
                </Text>
              )}
            </Stack>
            <div className={styles.status}>
              <OrderStatusBadge status={order.status} />
              <Text as="span" weight="bold" tabular className={styles.total}>
                <span className={visuallyHidden}>Total: </span>
                {formatARS(order.total)}
              </Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
