import { formatShipping } from '@tienda/domain';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { formatDayMonth } from './formatDayMonth';
import * as styles from './DeliveryQuote.css';

export type DeliveryDetailDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The quoted cost (0 reads 'GRATIS'). */
  cost: number;
  /** Zippin's estimated delivery, an ISO date-time; shown as dd/mm. */
  estimatedDelivery: string;
  /** The carrier's name, when the quote has one. */
  carrier?: string;
  /** Where it goes, in one line (e.g. formatAddress). */
  destination?: string;
};

/** 'Detalle del envío' (spec §2 Delivery): the cost and the estimated date (dd/mm). */
export function DeliveryDetailDialog({ open, onOpenChange, cost, estimatedDelivery, carrier, destination }: DeliveryDetailDialogProps) {
  return (
    <Dialog
      title="Detalle del envío"
      description={destination ? `Envío a domicilio a ${destination}.` : undefined}
      open={open}
      onOpenChange={onOpenChange}
      footer={<Button onClick={() => onOpenChange(false)}>Entendido</Button>}
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>Costo de envío</dt>
          <dd className={styles.figure}>{formatShipping(cost)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>Entrega estimada</dt>
          <dd className={styles.figure}>{formatDayMonth(estimatedDelivery)}</dd>
        </div>
        {carrier && (
          <div className={styles.fact}>
            <dt className={styles.term}>Transporte</dt>
            <dd className={styles.figure}>{carrier}</dd>
          </div>
        )}
      </dl>
      <p className={styles.small}>Entregas de lunes a sábado, de 8 a 20 h.</p>
    </Dialog>
  );
}
