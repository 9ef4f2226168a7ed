import { formatARS, installmentOfferRates, installmentOfferTerms, installmentPricesProblem } from '@tienda/domain';
import { Box } from '../components/Box';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';

export type InstallmentRatesPreviewProps = {
  /** The form's amounts as parsed; NaN while one is blank or not an amount. */
  price: number;
  finalPrice: number;
  installmentCost: number;
};

const TITLE = 'Costo de las 6 cuotas fijas';

/**
 * What the prices being typed imply for the shop's "6 cuotas fijas", recomputed at every keystroke by
 * the same domain functions the shop discloses them with and the server checks them with: the TNA, TEA,
 * CFTEA and total financed, or why the figures make no offer the server would take.
 */
export function InstallmentRatesPreview({ price, finalPrice, installmentCost }: InstallmentRatesPreviewProps) {
  const typed = [price, finalPrice, installmentCost].every(Number.isFinite);
  const prices = { price, final_price: finalPrice, internal_cost: installmentCost };
  const problem = typed ? installmentPricesProblem(prices) : null;
  const rates = typed && !problem ? installmentOfferRates(prices) : null;
  const terms = rates && installmentOfferTerms(rates);
  return (
    <Box as="section" aria-label={TITLE} aria-live="polite" padding="small" borderRadius="small" background={problem ? 'criticalTint' : 'infoTint'}>
      <Stack space="xxsmall">
        <Text size="small" weight="bold">
          {TITLE}
        </Text>
        {!typed && <Text size="small">Completa los tres importes para ver la TNA, la TEA y el CFTEA.</Text>}
        {problem && (
          <Text size="small" tone="critical">
            {problem} Así no se puede guardar.
          </Text>
        )}
        {rates && terms && (
          <>
            <Text size="small" weight="bold" tabular>
              {terms.cftea} · {terms.tea} · {terms.tna}
            </Text>
            <Text size="small" tabular>
              {terms.totalFinanced}: {formatARS(rates.financingCost)} más que el contado.
            </Text>
          </>
        )}
      </Stack>
    </Box>
  );
}
