import { CREDIT_RISK_NOTE, formatARS, installmentOfferRates, installmentOfferTerms, priceWithoutNationalTaxes, productTaxRates, type Product } from '@tienda/domain';
import { NetOfTaxes } from '../NetOfTaxes';
import { Text } from '../Text';
import { cashPrice, legalNote, listPrice, priceBlock } from './Price.css';
import { visuallyHidden } from '../../theme/utils.css';

export type PriceProps = Pick<Product, 'price' | 'final_price' | 'internal_cost' | 'iva_rate' | 'internal_tax_rate'> & {
  /** `card`: compact, for product cards; `detail`: large, for the product page. */
  size?: 'card' | 'detail';
  /** A sold-out product: its instalment offer is shown muted, not at full strength. */
  muted?: boolean;
};

/**
 * A product's prices, in the order a shopper compares them: the price, the cash price ('al contado'),
 * the 6 fixed instalments with what they cost (Res. SIC 4/2025: the CFTEA as large and as bold as the
 * instalment, then the TEA, the total financed and — on the product page — the TNA and the cash price
 * again beside them) and their legal note. Figures that make no sense are no offer: then only the cash
 * price is shown. The asterisks are visual marks, hidden from screen readers, which hear the note as the
 * next sentence. Under the cash price, its price without national taxes at the product's own rates.
 */
export function Price({ price, final_price, internal_cost, iva_rate, internal_tax_rate, size = 'card', muted = false }: PriceProps) {
  const rates = installmentOfferRates({ price, final_price, internal_cost });
  const netOfTaxes = (
    <NetOfTaxes amount={priceWithoutNationalTaxes(final_price, productTaxRates({ iva_rate, internal_tax_rate }))} size={size === 'detail' ? 'small' : 'xsmall'} />
  );
  if (!rates) {
    return (
      <div className={priceBlock({ size })} data-price="">
        <p className={listPrice({ size })}>
          <span className={visuallyHidden}>Precio: </span>
          {formatARS(final_price)} al{'\u00a0'}contado
        </p>
        {netOfTaxes}
      </div>
    );
  }
  const terms = installmentOfferTerms(rates);
  // The instalment and its CFTEA share one style, so the cost is never the smaller print.
  const offer = { size: size === 'detail' ? 'large' : 'small', weight: 'bold', tone: muted ? 'muted' : 'brand', tabular: true } as const;
  const detailText = { size: size === 'detail' ? 'small' : 'xsmall', tone: 'muted', tabular: true } as const;
  return (
    <div className={priceBlock({ size })} data-price="">
      <p className={listPrice({ size })}>
        <span className={visuallyHidden}>Precio: </span>
        {formatARS(price)}
      </p>
      {/* A non-breaking space keeps 'al contado' together when a narrow card wraps the line. */}
      <p className={cashPrice({ size })}>{formatARS(final_price)} al{'\u00a0'}contado</p>
      {netOfTaxes}
      <Text {...offer}>
        {terms.installments}
        <span aria-hidden="true">*</span>
      </Text>
      <Text {...offer}>{terms.cftea}</Text>
      {size === 'detail' ? (
        <>
          <Text {...detailText}>
            {terms.tea} · {terms.tna}
          </Text>
          <Text {...detailText}>
            {terms.totalFinanced} · {terms.cashPrice}
          </Text>
        </>
      ) : (
        <Text {...detailText}>
          {terms.tea} · {terms.totalFinanced}
        </Text>
      )}
      <p className={legalNote({ size })}>
        <span aria-hidden="true">*</span>
        {CREDIT_RISK_NOTE}
      </p>
    </div>
  );
}
