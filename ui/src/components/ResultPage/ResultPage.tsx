import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { toneIcon } from '../EmptyState/EmptyState.css';
import * as styles from './ResultPage.css';

export type ResultPageProps = {
  tone: 'success' | 'warning' | 'critical';
  /** A lucide icon; hidden from screen readers, the title says it all. */
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** Order figures, bank data, steps. */
  children?: ReactNode;
  actions: ReactNode;
};

/** The frame every result page shares: the outcome in an icon and a heading, what to know, the way on. */
export function ResultPage({ tone, icon, title, description, children, actions }: ResultPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <span className={toneIcon({ tone })} aria-hidden="true">
          {icon}
        </span>
        <Heading level="1" align="center">
          {title}
        </Heading>
        {description && (
          <Text tone="muted" align="center">
            {description}
          </Text>
        )}
      </div>
      {children && <div className={styles.body}>{children}</div>}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

/** Label–figure pairs (order number, total), read together by screen readers. */
export function OrderFacts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factTerm}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
