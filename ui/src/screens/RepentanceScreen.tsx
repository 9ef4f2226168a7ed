import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { Box } from '../components/Box';
import { Link } from '../components/Link';
import { RepentanceForm, type RepentanceValues } from '../components/RepentanceForm';
import { Stack } from '../components/Stack';
import { StaticPage, StaticPageNote } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { WITHDRAWAL_DAYS } from './policies';
import * as styles from './RepentanceScreen.css';

/** Where the request stands: nothing sent yet, on its way, accepted with its code, or refused. */
export type RepentanceSubmission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; code: string }
  | { status: 'error'; message: string };

export type RepentanceScreenProps = {
  submission?: RepentanceSubmission;
  /** Called with valid values; the storefront sends them (POST /api/withdrawal). */
  onSubmit: (values: RepentanceValues) => void;
  /** A signed-in customer's known data. */
  initialValues?: Partial<RepentanceValues>;
};

/** The answer, given the focus when it appears so that it is read at once. */
function Accepted({ code }: { code: string }) {
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
        <li>El producto tiene que volver en las mismas condiciones en que lo recibiste. El envío corre por nuestra cuenta.</li>
        <li>Cuando lo recibimos, te reintegramos el importe por el mismo medio de pago que usaste.</li>
      </Stack>
    </Stack>
  );
}

/**
 * '/repentance', the 'Botón de arrepentimiento': the right to withdraw within 10 calendar days
 * of receipt (Ley 24.240), how it works, and the form; once accepted, the withdrawal code.
 */
export function RepentanceScreen({ submission = { status: 'idle' }, onSubmit, initialValues }: RepentanceScreenProps) {
  return (
    <StaticPage
      title="Botón de arrepentimiento"
      intro={`Si compraste en nuestra tienda online, puedes arrepentirte de la compra dentro de los ${WITHDRAWAL_DAYS} días corridos desde que recibiste el producto, sin dar explicaciones y sin costo.`}
    >
      <h2>Cómo funciona</h2>
      <ol>
        <li>Completa el formulario con tus datos y el número de pedido.</li>
        <li>Te damos un código de arrepentimiento que identifica tu solicitud.</li>
        <li>Coordinamos contigo la devolución del producto, sin costo para ti.</li>
        <li>Cuando lo recibimos, te reintegramos el importe por el mismo medio de pago.</li>
      </ol>
      <StaticPageNote>
        <p>
          Es un derecho que te da el artículo 34 de la Ley 24.240 de Defensa del Consumidor. Si el producto tiene una
          falla, puedes consultar también la garantía en <Link href={shopPaths.technicalService}>Servicio técnico</Link>, y las
          condiciones de cambios y devoluciones en <Link href={shopPaths.termsAndConditions}>Términos y condiciones</Link>.
        </p>
      </StaticPageNote>

      <h2>Solicitar la cancelación de la compra</h2>
      {submission.status === 'success' ? (
        <Accepted code={submission.code} />
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
