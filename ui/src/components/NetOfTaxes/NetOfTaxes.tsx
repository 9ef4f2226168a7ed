import { netOfTaxesText } from '@tienda/domain';
import { Text } from '../Text';

export type NetOfTaxesProps = {
  /** The price without national taxes, computed by the domain (taxes.ts) for the price it goes with. */
  amount: number;
  /** `xsmall` on cards, lines and bars; `small` beside the product page's price. */
  size?: 'xsmall' | 'small';
  /** 'span' inside a control or a line of text; a paragraph otherwise. */
  as?: 'p' | 'span';
  align?: 'left' | 'right';
  className?: string;
};

/**
 * 'Precio sin impuestos nacionales: $ X', the legend every price a shopper sees carries (Res. SIC 4/2025):
 * small print, in the muted tone that keeps AA contrast. `data-net-price` lets the stories' check find it
 * beside each `data-price`.
 */
export function NetOfTaxes({ amount, size = 'xsmall', as = 'p', align, className }: NetOfTaxesProps) {
  return (
    <Text as={as} size={size} tone="muted" tabular align={align} className={className} data-net-price="">
      {netOfTaxesText(amount)}
    </Text>
  );
}
