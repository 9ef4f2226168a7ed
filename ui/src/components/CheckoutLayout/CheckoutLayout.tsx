import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { PurchaseSummary, type PurchaseSummaryProps } from '../PurchaseSummary';
import { Text } from '../Text';
import { CheckoutSteps, type CheckoutStep } from './CheckoutSteps';
import * as styles from './CheckoutLayout.css';

export type CheckoutLayoutProps = {
  /** The step's one h1, e.g. 'Datos de contacto'. */
  title: string;
  /** A line under the title saying what the step asks for. */
  intro?: ReactNode;
  /** The current step: shows 'Paso n de m' and the list of steps. Left out, no indicator. */
  step?: CheckoutStep;
  /** The steps this shopper goes through (members skip 'contact'). */
  steps?: readonly CheckoutStep[];
  /** The figures of 'Resumen de compra' in the side column; left out while they are not known. */
  summary?: PurchaseSummaryProps;
  /** More for the side column, under the summary (e.g. the products being bought). */
  aside?: ReactNode;
  /** The step's own content: its form, its choices, its button. */
  children: ReactNode;
};

/**
 * The page of a checkout step: where the shopper is, the step's title, its content and the
 * purchase summary — beside the content on desktops (and kept in sight while scrolling),
 * below it on phones.
 */
export function CheckoutLayout({ title, intro, step, steps, summary, aside, children }: CheckoutLayoutProps) {
  const hasSide = summary !== undefined || aside !== undefined;
  return (
    <Stack space="large" className={styles.page}>
      {step && <CheckoutSteps current={step} steps={steps} />}
      <Stack space="xsmall">
        <Heading level="1">{title}</Heading>
        {intro && <Text tone="muted">{intro}</Text>}
      </Stack>
      <div className={styles.columns({ withSide: hasSide })}>
        <Stack space="large" className={styles.column}>
          {children}
        </Stack>
        {hasSide && (
          <Stack space="medium" className={[styles.column, styles.side].join(' ')}>
            {summary && <PurchaseSummary {...summary} />}
            {aside}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
