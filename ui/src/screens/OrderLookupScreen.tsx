import { useEffect, useId } from 'react';
import { Clock, MailCheck } from 'lucide-react';
import { validateEmail, type FieldErrors } from '@tienda/domain';
import { AuthCard } from '../components/AuthCard';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { FormFailure } from '../components/Field';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import { DigitsField } from '../forms/DigitsField';
import * as styles from './OrderLookupScreen.css';

/** What the guest types: the order's number (digits only) and the e-mail they bought with. */
export type OrderLookupValues = { orderNumber: string; email: string };

/** What is sent (POST /api/order/tracking). */
export type OrderLookupRequest = { orderNumber: number; email: string };

export type OrderLookupScreenProps = {
  /** Called once both fields pass their rules. */
  onSubmit: (request: OrderLookupRequest) => void;
  /** While the request travels: 'Enviando...', and no second send. */
  sending?: boolean;
  /**
   * The server's answer once sent, the same whether or not the pair exists ('Si los datos
   * coinciden…'): the form gives way to it.
   */
  sentMessage?: string | null;
  /** The send failed (the server, the network, too many tries): said above the button; the values stay. */
  error?: string | null;
  /** The guest came from a link that expired or is not valid: said above the form, so they can ask again. */
  linkExpiredMessage?: string | null;
  /** From the answer back to an empty form, to look up another order. */
  onLookAgain?: () => void;
  /** Values to start with, e.g. the number of the order whose link expired. */
  initialValues?: Partial<OrderLookupValues>;
};

const ORDER_NUMBER_DIGITS = 10;

function validateLookup({ orderNumber, email }: OrderLookupValues): FieldErrors<OrderLookupValues> {
  const errors: FieldErrors<OrderLookupValues> = {};
  if (!/^\d+$/.test(orderNumber) || Number(orderNumber) < 1) errors.orderNumber = 'Introduce el número de compra.';
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  return errors;
}

/** The server's answer, with the focus on it so that it is read as the form goes. */
function Sent({ message, onLookAgain }: { message: string; onLookAgain?: () => void }) {
  const headingId = useId();
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  return (
    <Stack space="medium" alignItems="flex-start">
      <Box display="flex" alignItems="flex-start" gap="small" padding="medium" background="successTint" borderRadius="medium" width="full">
        <MailCheck size={24} aria-hidden="true" className={styles.sentIcon} />
        <Stack space="xxsmall">
          <Heading level="2" size="4" id={headingId} tabIndex={-1} className={styles.sentHeading}>
            Revisa tu correo
          </Heading>
          <Text>{message}</Text>
          <Text size="small" tone="muted">
            Si no lo ves en unos minutos, revisa la carpeta de correo no deseado.
          </Text>
        </Stack>
      </Box>
      {onLookAgain && (
        <Button variant="secondary" onClick={onLookAgain}>
          Buscar otra compra
        </Button>
      )}
    </Stack>
  );
}

/**
 * '/seguimiento': a guest asks for a link to their order with its number and their e-mail; the
 * link arrives by e-mail. The answer never says whether the order exists.
 */
export function OrderLookupScreen({
  onSubmit,
  sending = false,
  sentMessage,
  error,
  linkExpiredMessage,
  onLookAgain,
  initialValues,
}: OrderLookupScreenProps) {
  const { bind, submit } = useFormFields<OrderLookupValues>({ orderNumber: '', email: '', ...initialValues }, validateLookup);
  const send = ({ orderNumber, email }: OrderLookupValues) => onSubmit({ orderNumber: Number(orderNumber), email: email.trim() });

  return (
    <AuthCard
      title="Seguimiento de compra"
      intro="Ingresa el número de tu compra y el correo con el que compraste: te enviaremos un enlace para ver tu pedido."
    >
      {sentMessage ? (
        <Sent message={sentMessage} onLookAgain={onLookAgain} />
      ) : (
        <Stack space="medium">
          {linkExpiredMessage && (
            <Box display="flex" alignItems="flex-start" gap="xsmall" padding="small" background="warningTint" borderRadius="small">
              <Clock size={20} aria-hidden="true" className={styles.expiredIcon} />
              <Text>{linkExpiredMessage}</Text>
            </Box>
          )}
          <Stack as="form" space="medium" noValidate onSubmit={submit(send)} aria-busy={sending || undefined}>
            <DigitsField
              label="Número de compra"
              hint="Lo encuentras en el correo de tu compra."
              autoComplete="off"
              maxLength={ORDER_NUMBER_DIGITS}
              {...bind('orderNumber')}
            />
            <TextField label="Correo electrónico" type="email" autoComplete="email" {...bind('email')} />
            {/* An alert is announced as it appears. */}
            {error && <FormFailure>{error}</FormFailure>}
            <Button type="submit" fullWidth loading={sending} loadingLabel="Enviando...">
              Enviar enlace
            </Button>
          </Stack>
        </Stack>
      )}
    </AuthCard>
  );
}
