import { Check, X } from 'lucide-react';
import type { OrderEvent, OrderStatus, ShipmentMethod } from '@tienda/domain';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { visuallyHidden } from '../../theme/utils.css';
import { formatOrderDateTime } from './orderDates';
import { timelineSteps, type TimelineStep } from './timelineSteps';
import * as styles from './OrderStatusTimeline.css';

export type OrderStatusTimelineProps = {
  /** The order's present state: the current step. */
  status: OrderStatus;
  /** Home delivery goes on to 'Enviada'; pickup to 'Lista para retirar'. */
  shipmentMethod: ShipmentMethod;
  /** Every state the order has been in, oldest first, with when it began (the order's `timeline`). */
  timeline: readonly OrderEvent[];
  /** How the list is named for screen readers. */
  label?: string;
};

const STOPPED: readonly OrderStatus[] = ['cancelled', 'expired'];

function Marker({ step }: { step: TimelineStep }) {
  const stopped = step.stage === 'current' && STOPPED.includes(step.status);
  return (
    <span aria-hidden="true" className={styles.marker({ stage: step.stage, stopped })}>
      {stopped ? <X size={16} strokeWidth={3} /> : step.stage === 'done' ? <Check size={16} strokeWidth={3} /> : step.stage === 'current' && <span className={styles.dot} />}
    </span>
  );
}

/**
 * Where an order is in its life: each state it entered with its day and hour, the present one
 * marked (`aria-current="step"`), and, while it is on its way, the steps still to come.
 */
export function OrderStatusTimeline({ status, shipmentMethod, timeline, label = 'Estado de la compra' }: OrderStatusTimelineProps) {
  const steps = timelineSteps(status, shipmentMethod, timeline);
  return (
    <ol aria-label={label} className={styles.list}>
      {steps.map((step, index) => (
        <li key={`${index}-${step.status}`} aria-current={step.stage === 'current' ? 'step' : undefined} className={styles.step({ stage: step.stage })}>
          <Marker step={step} />
          <Stack space="none">
            <Text weight={step.stage === 'current' ? 'bold' : 'medium'} tone={step.stage === 'upcoming' ? 'muted' : 'neutral'}>
              {step.stage === 'upcoming' && <span className={visuallyHidden}>Próximo paso: </span>}
              {step.name}
            </Text>
            {step.at && (
              <Text size="small" tone="muted">
                <time dateTime={step.at}>{formatOrderDateTime(step.at)}</time>
              </Text>
            )}
          </Stack>
        </li>
      ))}
    </ol>
  );
}
