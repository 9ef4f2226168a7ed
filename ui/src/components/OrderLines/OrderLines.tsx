import { formatARS, lineWithoutNationalTaxes, orderTaxedLines, roundMoney, type PlacedOrder } from '@tienda/domain';
import { NetOfTaxes } from '../NetOfTaxes';
import { ProductImage } from '../ProductImage';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './OrderLines.css';

/** A line of a placed order: the product, how many, and the unit's price the server charged. */
export type OrderLine = PlacedOrder['products'][number];

export type OrderLinesProps = {
  lines: readonly OrderLine[];
  /** The line's product picture; without one a placeholder shows. */
  imageUrl?: (line: OrderLine) => string | undefined;
};

/**
 * The products of an order as bought: picture, name, quantity, unit price and the line's total, each
 * with its price without national taxes, at the rates the line kept from the day it was bought.
 */
export function OrderLines({ lines, imageUrl }: OrderLinesProps) {
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.productId} className={styles.line}>
          <div className={styles.picture}>
            {/* The name beside it says what the picture shows. */}
            <ProductImage src={imageUrl?.(line)} alt="" sizes="64px" />
          </div>
          <Stack space="xxsmall" className={styles.details}>
            <Text weight="medium">{line.name}</Text>
            {/* One unit's price, with its own legend when it differs from the line's total. */}
            <Stack space="none" data-price={line.quantity > 1 ? '' : undefined}>
              <Text size="small" tone="muted">
                Cantidad: {line.quantity} · <span className={styles.nowrap}>Precio unitario: {formatARS(line.unitPrice)}</span>
              </Text>
              {line.quantity > 1 && <NetOfTaxes amount={lineWithoutNationalTaxes({ ...orderTaxedLines([line])[0]!, quantity: 1 })} />}
            </Stack>
          </Stack>
          <div className={styles.total} data-price="">
            <Text weight="bold" tabular className={styles.totalFigure}>
              <span className={visuallyHidden}>Subtotal: </span>
              {formatARS(roundMoney(line.unitPrice * line.quantity))}
            </Text>
            <NetOfTaxes amount={lineWithoutNationalTaxes(orderTaxedLines([line])[0]!)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
