import type { ReactNode } from 'react';
import { formatShipping } from '@tienda/domain';
import { Button } from '../Button';
import { Box } from '../Box';
import { Dialog } from '../Dialog';
import { Stack } from '../Stack';
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
      <Stack as="dl" space="small" margin="none">
        <Fact term="Costo de envío">{formatShipping(cost)}</Fact>
        <Fact term="Entrega estimada">{formatDayMonth(estimatedDelivery)}</Fact>
        {carrier && <Fact term="Transporte">{carrier}</Fact>}
      </Stack>
      <p className={styles.small}>Entregas de lunes a sábado, de 8 a 20 h.</p>
    </Dialog>
  );
}

/** A label and its figure on one line. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="medium" className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.figure}>{children}</dd>
    </Box>
  );
}
