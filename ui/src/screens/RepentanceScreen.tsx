import { useEffect, useRef } from 'react';
import { CircleCheck, MailCheck } from 'lucide-react';
import { Box } from '../components/Box';
import { Link } from '../components/Link';
import { RepentanceForm, type RepentanceValues } from '../components/RepentanceForm';
import { Stack } from '../components/Stack';
import { StaticPage, StaticPageNote } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { WITHDRAWAL_DAYS } from './policies';
import * as styles from './RepentanceScreen.css';

/**
 * Where the request stands: nothing sent yet, on its way, accepted with its code (a member's own
 * order), waiting for the link mailed to the order's address (the server's words), or refused.
 */
export type RepentanceSubmission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; code: string }
  | { status: 'mailed'; message: string }
  | { status: 'error'; message: string };

export type RepentanceScreenProps = {
  submission?: RepentanceSubmission;
  /** Called with valid values; the storefront sends them (POST /api/withdrawal). */
  onSubmit: (values: RepentanceValues) => void;
  /** A signed-in customer's known data. */
  initialValues?: Partial<RepentanceValues>;
};

/** The link to confirm went to the order's e-mail: said with the focus, so it is read at once. */
function LinkMailed({ message }: { message: string }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack space="medium" padding="large" background="subtle" borderRadius="medium">
      <Box as="h3" ref={title} tabIndex={-1} display="flex" alignItems="center" gap="xsmall" className={styles.mailedTitle}>
        <MailCheck size={24} aria-hidden="true" />
        Revisa tu correo
      </Box>
      <p>{message}</p>
      <p>Tu solicitud cuenta desde que abres el enlace. Si no ves el correo, revisa la carpeta de correo no deseado.</p>
    </Stack>
  );
}

/**
 * The withdrawal accepted, with its code: here, and on the page the mailed link opens. Given the
 * focus when it appears so that it is read at once.
 */
export function WithdrawalAccepted({ code }: { code: string }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack space="medium" padding="large" background="successTint" borderRadius="medium" className={styles.success}>
      <Box as="h3" ref={title} tabIndex={-1} display="flex" alignItems="center" gap="xsmall" className={styles.successTitle}>
        <CircleCheck size={24} aria-hidden="true" />
        Recibimos tu solicitud
      </Box>
      <p>
        Tu código de arrepentimiento es <span className={styles.code}>{code}</span>
      </p>
      <p>Guárdalo: te lo vamos a pedir para cualquier consulta sobre esta solicitud.</p>
      <Stack as="ol" space="xsmall" margin="none" paddingLeft="large">
        <li>En los próximos días te contactamos por correo electrónico o por teléfono para coordinar la devolución.</li>
        <li>Devuelves el producto tal como lo recibiste; haberlo revisado y probado para saber si te sirve no te cuesta nada. Los gastos de devolución corren por nuestra cuenta.</li>
        <li>Cuando lo recibimos, te reintegramos el importe por el mismo medio de pago que usaste.</li>
      </Stack>
    </Stack>
  );
}

/**
 * '/repentance', the 'Botón de arrepentimiento': the right to withdraw within 10 calendar days of
 * receipt, moved to the next business day when the 10th is not one (CCyC arts. 1110–1116, Ley 24.240
 * art. 34), how it works, and the form; what comes of it is named: a link mailed to confirm, then a code.
 */
export function RepentanceScreen({ submission = { status: 'idle' }, onSubmit, initialValues }: RepentanceScreenProps) {
  return (
    <StaticPage
      title="Botón de arrepentimiento"
      intro={`Si compraste en nuestra tienda online, puedes arrepentirte de la compra dentro de los ${WITHDRAWAL_DAYS} días corridos desde que recibiste el producto, sin dar explicaciones y sin costo. Si el último día no es hábil, el plazo se extiende hasta el siguiente día hábil.`}
    >
      <h2>Cómo funciona</h2>
      <ol>
        <li>Completa el formulario con tus datos y el número de pedido. El mensaje es opcional.</li>
        <li>
          Te enviamos un correo a la dirección de la compra con un enlace para confirmar la solicitud. Si iniciaste sesión y la
          compra es tuya, no hace falta.
        </li>
        <li>Al confirmarla, te damos un código de arrepentimiento que identifica tu solicitud, y te lo enviamos por correo.</li>
        <li>Coordinamos contigo la devolución del producto. Los gastos de devolución corren por nuestra cuenta.</li>
        <li>Cuando lo recibimos, te reintegramos el importe por el mismo medio de pago.</li>
      </ol>
      <h2>Cómo devuelves el producto</h2>
      <p>
        Lo devuelves tal como lo recibiste. Revisarlo y probarlo como lo harías en un local, para saber si te sirve, no te
        cuesta nada ni te quita este derecho.
      </p>
      <StaticPageNote>
        <p>
          Es un derecho que te dan los artículos 1110 a 1116 del Código Civil y Comercial y el artículo 34 de la Ley 24.240 de
          Defensa del Consumidor. Si el producto tiene una falla, puedes consultar también la garantía en{' '}
          <Link href={shopPaths.technicalService}>Servicio técnico</Link>. Para cancelar una compra que todavía no se envió, o tu
          cuenta, usa el <Link href={shopPaths.baja}>Botón de baja</Link>.
        </p>
      </StaticPageNote>

      <h2>Solicitar la cancelación de la compra</h2>
      {submission.status === 'success' ? (
        <WithdrawalAccepted code={submission.code} />
      ) : submission.status === 'mailed' ? (
        <LinkMailed message={submission.message} />
      ) : (
        <RepentanceForm
          onSubmit={onSubmit}
          submitting={submission.status === 'submitting'}
          error={submission.status === 'error' ? submission.message : null}
          initialValues={initialValues}
        />
      )}
    </StaticPage>
  );
}
