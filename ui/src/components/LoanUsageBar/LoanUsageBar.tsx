import { useId } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { formatARS, usageLevel, usageRatio, type UsageLevel } from '@tienda/domain';
import { Badge } from '../Badge';
import { Box } from '../Box';
import { Stack } from '../Stack';
import { figures, fill, label, levelBadge, overLimit, root, track } from './LoanUsageBar.css';

export type LoanUsageBarProps = {
  /** The cart total. */
  used: number;
  /** The pre-approved credit line (maximoCapital), above zero. */
  limit: number;
};

// Truncated, never rounded: 69.99 % must not read "70 %" while the bar is still below the line.
const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1, roundingMode: 'trunc' });

/** Each level says itself in a word and an icon, never in colour alone. */
const levels = {
  low: { word: 'Uso bajo', tone: 'success', Icon: CircleCheck },
  medium: { word: 'Uso medio', tone: 'warning', Icon: CircleAlert },
  high: { word: 'Uso alto', tone: 'critical', Icon: TriangleAlert },
} as const satisfies Record<UsageLevel, unknown>;

/**
 * How much of the pre-approved credit line the cart takes: a meter (its value in pesos,
 * its text the whole sentence for screen readers), the figures in words and the level.
 * A cart above the line fills the bar and says by how much it goes over.
 */
export function LoanUsageBar({ used, limit }: LoanUsageBarProps) {
  const labelId = useId();
  const level = usageLevel(used, limit);
  const { word, tone, Icon } = levels[level];
  const sentence = `Usas ${formatARS(used)} de ${formatARS(limit)} (${percent.format(used / limit)})`;
  const overSentence = used > limit ? `Tu carrito supera tu crédito pre-aprobado en ${formatARS(used - limit)}.` : undefined;

  return (
    <Stack space="xsmall" className={root}>
      <Box display="flex" flexWrap="wrap" justifyContent="space-between" alignItems="center" gap="xsmall">
        <span id={labelId} className={label}>
          Uso de tu crédito pre-aprobado
        </span>
        <Badge tone={tone} className={levelBadge}>
          <Icon size={12} strokeWidth={2.5} aria-hidden="true" />
          {word}
        </Badge>
      </Box>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={[`${sentence}.`, `${word}.`, overSentence].filter(Boolean).join(' ')}
        className={track}
      >
        <div className={fill({ level })} style={{ width: `${usageRatio(used, limit) * 100}%` }} />
      </div>
      <p className={figures}>{sentence}</p>
      {overSentence && <p className={overLimit}>{overSentence}</p>}
    </Stack>
  );
}
