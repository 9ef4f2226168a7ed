import type { ReactNode } from 'react';
import { Card } from '../Card';
import { Link } from '../Link';
import { Text } from '../Text';
import type { Tone } from '../../theme/tones';
import * as styles from './StatTile.css';

export type StatTileProps = {
  /** What is counted ('Pedidos pagados'). */
  label: string;
  /** The figure, already formatted ('12', '$ 1.234,56'). */
  value: string;
  /** A line under the figure that says more ('3 de 5 pedidos'). */
  note?: ReactNode;
  /** `warning` when the figure asks for someone's attention (said in the note too, never by colour alone). */
  tone?: Extract<Tone, 'neutral' | 'warning' | 'critical'>;
  /** Where to see what is counted, e.g. the orders list filtered. */
  link?: { href: string; label: string };
};

const backgrounds = { neutral: 'surface', warning: 'warningTint', critical: 'criticalTint' } as const;

/** One figure of the back office's dashboard: a label, the number, and a way to what it counts. */
export function StatTile({ label, value, note, tone = 'neutral', link }: StatTileProps) {
  return (
    <Card as="div" padding="medium" space="xxsmall" height="full" background={backgrounds[tone]}>
      <Text size="small" tone="muted" weight="medium">{label}</Text>
      <p className={styles.value}>{value}</p>
      {note && <Text size="small">{note}</Text>}
      {link && (
        <Text size="small">
          <Link href={link.href}>{link.label}</Link>
        </Text>
      )}
    </Card>
  );
}
