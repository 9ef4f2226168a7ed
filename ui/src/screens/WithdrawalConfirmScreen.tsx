import { Link } from '../components/Link';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { StaticPage } from '../components/StaticPage';
import { Text } from '../components/Text';
import { shopPaths } from '../paths';
import { WithdrawalAccepted } from './RepentanceScreen';

/** Where the mailed link stands: being confirmed, confirmed with its code, or refused (the server's words). */
export type WithdrawalConfirmation = { status: 'confirming' } | { status: 'confirmed'; code: string } | { status: 'error'; message: string };

export type WithdrawalConfirmScreenProps = { confirmation: WithdrawalConfirmation };

/**
 * '/repentance/confirm/{token}', the page the link of the withdrawal's e-mail opens: the request
 * takes effect here, and the shopper gets its code; a link expired or altered says so and leads
 * back to the form.
 */
export function WithdrawalConfirmScreen({ confirmation }: WithdrawalConfirmScreenProps) {
  return (
    <StaticPage title="Botón de arrepentimiento" intro="Confirmación de tu solicitud de arrepentimiento.">
      {confirmation.status === 'confirming' && <Spinner label="Confirmando tu solicitud..." />}
      {confirmation.status === 'confirmed' && <WithdrawalAccepted code={confirmation.code} />}
      {confirmation.status === 'error' && (
        <Stack space="small">
          <Text tone="critical" role="alert">
            {confirmation.message}
          </Text>
          <p>
            <Link href={shopPaths.repentance}>Volver al formulario del Botón de arrepentimiento</Link>
          </p>
        </Stack>
      )}
    </StaticPage>
  );
}
