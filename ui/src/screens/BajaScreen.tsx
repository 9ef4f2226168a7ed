import { useEffect, useRef } from 'react';
import { MailCheck } from 'lucide-react';
import { BajaForm, type BajaSubmission } from '../components/BajaForm';
import { Box } from '../components/Box';
import { Link } from '../components/Link';
import { Stack } from '../components/Stack';
import { StaticPage, StaticPageNote } from '../components/StaticPage';
import { shopPaths } from '../paths';
import * as styles from './RepentanceScreen.css';

/** Where the request stands: nothing sent, on its way, answered with its code (the server's words), or refused. */
export type BajaRequestState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'sent'; code: string; message: string }
  | { status: 'error'; message: string };

export type BajaScreenProps = {
  request?: BajaRequestState;
  /** Called with valid values; the storefront sends them (POST /api/baja). */
  onSubmit: (request: BajaSubmission) => void;
};

/** The code at once, and what comes next: said with the focus, so it is read as the form goes. */
function Sent({ code, message }: { code: string; message: string }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack space="medium" padding="large" background="subtle" borderRadius="medium">
      <Box as="h3" ref={title} tabIndex={-1} display="flex" alignItems="center" gap="xsmall" className={styles.mailedTitle}>
        <MailCheck size={24} aria-hidden="true" />
        Recibimos tu solicitud de baja
      </Box>
      <p>
        Tu código de baja es <span className={styles.code}>{code}</span>
      </p>
      <p>{message}</p>
      <p>Si no ves el correo, revisa la carpeta de correo no deseado.</p>
    </Stack>
  );
}

/**
 * '/baja', the 'Botón de baja' (Disp. SSDCyLC 954/2025): cancels an order not yet shipped or an
 * account, without signing in. A code at once; the change, only through the link mailed to the
 * order's or account's own address.
 */
export function BajaScreen({ request = { status: 'idle' }, onSubmit }: BajaScreenProps) {
  return (
    <StaticPage
      title="Botón de baja"
      intro="Desde aquí puedes cancelar una compra que todavía no se envió, o dar de baja tu cuenta, sin iniciar sesión."
    >
      <h2>Cómo funciona</h2>
      <ol>
        <li>Elige qué quieres dar de baja y completa los datos.</li>
        <li>Te damos al instante un código de baja que identifica tu solicitud.</li>
        <li>
          Te enviamos un correo a la dirección de la compra o de la cuenta con un enlace para confirmarla. Ábrelo dentro de las
          24 horas: sin esa confirmación no cambia nada.
        </li>
        <li>
          Al confirmarla, si la compra no estaba pagada, la cancelamos; si ya la pagaste, la cancelamos y te reintegramos el
          importe por el mismo medio de pago. Si es tu cuenta, la eliminamos y cerramos sus sesiones.
        </li>
      </ol>
      <StaticPageNote>
        <p>
          Si tu compra ya se envió, la baja no puede cancelarla: cuando la recibas, usa el{' '}
          <Link href={shopPaths.repentance}>Botón de arrepentimiento</Link>.
        </p>
      </StaticPageNote>

      <h2>Solicitar la baja</h2>
      {request.status === 'sent' ? (
        <Sent code={request.code} message={request.message} />
      ) : (
        <BajaForm
          onSubmit={onSubmit}
          submitting={request.status === 'submitting'}
          error={request.status === 'error' ? request.message : null}
        />
      )}
    </StaticPage>
  );
}
