import { Check } from 'lucide-react';
import { Stack } from '../Stack';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './CheckoutSteps.css';

/** The steps of the checkout, in order: /payment, /delivery, /payment-method (and /loans), /summary. */
export type CheckoutStep = 'contact' | 'delivery' | 'payment' | 'summary';

export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, string> = {
  contact: 'Contacto',
  delivery: 'Envío',
  payment: 'Pago',
  summary: 'Resumen',
};

/** Every step; a member skips 'contact' (their account has the data), so the storefront leaves it out. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['contact', 'delivery', 'payment', 'summary'];

export type CheckoutStepsProps = {
  /** Where the shopper is. */
  current: CheckoutStep;
  /** The steps this shopper goes through, in order. */
  steps?: readonly CheckoutStep[];
};

/**
 * Where the shopper is in the checkout and what is left: 'Paso 2 de 4' and an ordered list
 * of the steps, the current one marked (aria-current="step"), the ones behind with a check.
 */
export function CheckoutSteps({ current, steps = CHECKOUT_STEPS }: CheckoutStepsProps) {
  const currentIndex = Math.max(steps.indexOf(current), 0);
  return (
    <Stack as="nav" aria-label="Pasos de la compra" space="xsmall">
      <p className={styles.count}>
        Paso {currentIndex + 1} de {steps.length}
      </p>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step} className={styles.item({ state })} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.marker({ state })} aria-hidden="true">
                {state === 'done' ? <Check size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.label({ state })}>
                {CHECKOUT_STEP_LABELS[step]}
                {state === 'done' && <span className={visuallyHidden}> (completado)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
