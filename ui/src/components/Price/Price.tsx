import { INSTALLMENTS_SHOWN, formatARS, type Product } from '@tienda/domain';
import { cashPrice, installments, legalNote, listPrice, priceBlock } from './Price.css';
import { visuallyHidden } from '../../theme/utils.css';

export type PriceProps = Pick<Product, 'price' | 'final_price' | 'internal_cost'> & {
  /** `card`: compact, for product cards; `detail`: large, for the product page. */
  size?: 'card' | 'detail';
};

/**
 * A product's prices, in the order a shopper compares them: the price, the cash price
 * ('al contado'), the 6 fixed instalments and their legal note. The asterisks are only
 * visual marks, hidden from screen readers, which hear the note as the next sentence.
 */
export function Price({ price, final_price, internal_cost, size = 'card' }: PriceProps) {
  return (
    <div className={priceBlock({ size })}>
      <p className={listPrice({ size })}>
        <span className={visuallyHidden}>Precio: </span>
        {formatARS(price)}
      </p>
      {/* A non-breaking space keeps 'al contado' together when a narrow card wraps the line. */}
      <p className={cashPrice({ size })}>{formatARS(final_price)} al{'\u00a0'}contado</p>
      <p className={installments({ size })}>
        {INSTALLMENTS_SHOWN} cuotas fijas de {formatARS(internal_cost)}
        <span aria-hidden="true">*</span>
      </p>
      <p className={legalNote({ size })}>
        <span aria-hidden="true">*</span>Sujeto a riesgo crediticio
      </p>
    </div>
  );
}
