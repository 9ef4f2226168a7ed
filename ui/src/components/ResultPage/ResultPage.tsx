import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { OutcomeIcon, type OutcomeTone } from '../OutcomeIcon';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './ResultPage.css';

export type ResultPageProps = {
  tone: Exclude<OutcomeTone, 'neutral'>;
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
    <Stack space="large" alignItems="center" paddingY={{ mobile: 'xlarge', desktop: 'xxlarge' }} textAlign="center" className={styles.page}>
      <Stack space="small" alignItems="center">
        <OutcomeIcon icon={icon} tone={tone} />
        <Heading level="1" align="center">
          {title}
        </Heading>
        {description && (
          <Text tone="muted" align="center">
            {description}
          </Text>
        )}
      </Stack>
      {children && (
        <Stack space="medium" width="full" textAlign="left">
          {children}
        </Stack>
      )}
      <Box display="flex" flexWrap="wrap" justifyContent="center" gap="small">
        {actions}
      </Box>
    </Stack>
  );
}

/** Label–figure pairs (order number, total), read together by screen readers. */
export function OrderFacts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <Stack as="dl" space="xsmall" margin="none" padding="medium" background="subtle" borderRadius="medium">
      {facts.map(({ label, value }) => (
        <Box key={label} display="flex" justifyContent="space-between" alignItems="baseline" gap="medium">
          <dt className={styles.factTerm}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </Box>
      ))}
    </Stack>
  );
}
