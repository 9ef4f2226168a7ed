import { useState } from 'react';
import { CalendarDays, CircleAlert, Truck } from 'lucide-react';
import { formatShipping } from '@tienda/domain';
import { Box, type BoxProps } from '../Box';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { DeliveryDetailDialog } from './DeliveryDetailDialog';
import { formatDayMonth } from './formatDayMonth';
import * as styles from './DeliveryQuote.css';

/** The shipping quote of a home delivery, as the storefront follows it. */
export type DeliveryQuote =
  | { status: 'idle' }
  | { status: 'quoting' }
  | { status: 'quoted'; cost: number; estimatedDelivery: string; carrier?: string }
  | { status: 'failed' };

/** Spec §8, to the letter. */
export const QUOTE_FAILED_MESSAGE = 'No se pudo calcular el costo del envío. Porfavor elija retiro en local.';

export type DeliveryQuoteStatusProps = {
  quote: DeliveryQuote;
  /** Where it goes, in one line, for the detail dialog. */
  destination?: string;
  /** What to do before there is a quote; a member chooses rather than types. */
  idleMessage?: string;
};

/** The quote, once there is one, on a green panel. */
const quotedPanel: BoxProps = { display: 'flex', flexDirection: 'column', gap: 'xsmall', padding: 'medium', background: 'successTint', borderRadius: 'medium' };

/** An icon and its sentence. */
const iconLine: BoxProps = { as: 'p', display: 'flex', alignItems: 'flex-start', gap: 'xsmall', margin: 'none' };

/**
 * Where the quote stands: a hint before there is an address, the spinner 'Calculando costo de
 * envío...', the cost and date with 'Ver detalle', or the failure, which sends to pickup.
 * The result is announced as it arrives (a status region that is always there).
 */
export function DeliveryQuoteStatus({
  quote,
  destination,
  idleMessage = 'Completa la dirección para calcular el costo de envío.',
}: DeliveryQuoteStatusProps) {
  const [detailOpen, setDetailOpen] = useState(false);
  return (
    <Stack space="xsmall" className={styles.quote}>
      {quote.status === 'idle' && <p className={styles.idle}>{idleMessage}</p>}
      {quote.status === 'quoting' && <Spinner label="Calculando costo de envío..." />}
      <Box role="status" {...(quote.status === 'quoted' ? quotedPanel : {})}>
        {quote.status === 'quoted' && (
          <>
            <Box {...iconLine}>
              <Truck size={20} aria-hidden="true" className={styles.icon} />
              <span>
                Costo de envío: <strong className={styles.amount}>{formatShipping(quote.cost)}</strong>
                {quote.carrier && <span className={styles.carrier}> · {quote.carrier}</span>}
              </span>
            </Box>
            <Box {...iconLine}>
              <CalendarDays size={20} aria-hidden="true" className={styles.icon} />
              <span>
                Entrega estimada: <strong>{formatDayMonth(quote.estimatedDelivery)}</strong>
              </span>
            </Box>
          </>
        )}
      </Box>
      {quote.status === 'quoted' && (
        <>
          <div>
            <Button variant="ghost" onClick={() => setDetailOpen(true)}>
              Ver detalle
            </Button>
          </div>
          <DeliveryDetailDialog
            open={detailOpen}
            onOpenChange={setDetailOpen}
            cost={quote.cost}
            estimatedDelivery={quote.estimatedDelivery}
            carrier={quote.carrier}
            destination={destination}
          />
        </>
      )}
      {quote.status === 'failed' && (
        <Box {...iconLine} role="alert" padding="small" background="criticalTint" borderRadius="small" className={styles.failed}>
          <CircleAlert size={20} aria-hidden="true" className={styles.icon} />
          {QUOTE_FAILED_MESSAGE}
        </Box>
      )}
    </Stack>
  );
}
