import { useEffect, useRef } from 'react';
import { CircleCheck, Info } from 'lucide-react';
import type { BajaOutcome } from '@tienda/domain';
import { Box } from '../components/Box';
import { Link } from '../components/Link';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { StaticPage } from '../components/StaticPage';
import { Text } from '../components/Text';
import { shopPaths } from '../paths';
import * as styles from './RepentanceScreen.css';

/** Where the mailed link stands: being confirmed, done with its outcome (the server's words), or refused. */
export type BajaConfirmation =
  | { status: 'confirming' }
  | { status: 'confirmed'; code: string; outcome: BajaOutcome; message: string }
  | { status: 'error'; message: string };

export type BajaConfirmScreenProps = { confirmation: BajaConfirmation };

/** The outcomes that changed something; the others say plainly that nothing changed, and why. */
const DONE: readonly BajaOutcome[] = ['order_cancelled', 'refund_requested', 'account_deleted'];

function Outcome({ code, outcome, message }: { code: string; outcome: BajaOutcome; message: string }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const done = DONE.includes(outcome);
  return (
    <Stack space="medium" padding="large" background={done ? 'successTint' : 'infoTint'} borderRadius="medium">
      <Box as="h2" ref={title} tabIndex={-1} display="flex" alignItems="center" gap="xsmall" className={done ? styles.successTitle : styles.mailedTitle}>
        {done ? <CircleCheck size={24} aria-hidden="true" /> : <Info size={24} aria-hidden="true" />}
        {done ? 'Tu baja está confirmada' : 'Tu solicitud no cambió nada'}
      </Box>
      <p>{message}</p>
      <p>
        Código de tu solicitud: <span className={styles.code}>{code}</span>
      </p>
      {outcome === 'already_shipped' && (
        <p>
          <Link href={shopPaths.repentance}>Ir al Botón de arrepentimiento</Link>
        </p>
      )}
    </Stack>
  );
}

/**
 * '/baja/confirm/{token}', the page the link of the baja's e-mail opens: the baja takes effect here
 * and says what came of it; a link expired or altered says so and leads back to the form.
 */
export function BajaConfirmScreen({ confirmation }: BajaConfirmScreenProps) {
  return (
    <StaticPage title="Botón de baja" intro="Confirmación de tu solicitud de baja.">
      {confirmation.status === 'confirming' && <Spinner label="Confirmando tu solicitud..." />}
      {confirmation.status === 'confirmed' && <Outcome code={confirmation.code} outcome={confirmation.outcome} message={confirmation.message} />}
      {confirmation.status === 'error' && (
        <Stack space="small">
          <Text tone="critical" role="alert">
            {confirmation.message}
          </Text>
          <p>
            <Link href={shopPaths.baja}>Volver al formulario del Botón de baja</Link>
          </p>
        </Stack>
      )}
    </StaticPage>
  );
}
