import { useId } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { Company } from '@tienda/domain';
import { ContactForm, type ContactMessageValues } from '../components/ContactForm';
import { Link } from '../components/Link';
import { Stack } from '../components/Stack';
import { StaticPage } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { DATA_ACCESS_MONTHS } from './policies';

export type ContactUsScreenProps = {
  /** Who answers, as the server's settings say: its phone, e-mail and hours are shown beside the form. */
  seller: Company;
  onSubmit: (values: ContactMessageValues) => void;
  submitting?: boolean;
  /** The server's refusal, under the form. */
  error?: string | null;
  /** The server's thanks once the message went: it takes the form's place. */
  sentMessage?: string | null;
  /** Known data of a signed-in customer. */
  initialValues?: Partial<ContactMessageValues>;
};

/**
 * '/contacto': questions and personal-data requests (access, rectification, deletion) by a form,
 * with no WhatsApp needed; the seller's phone, e-mail and hours beside it.
 */
export function ContactUsScreen({ seller, onSubmit, submitting, error, sentMessage, initialValues }: ContactUsScreenProps) {
  const sentId = useId();
  return (
    <StaticPage
      title="Contacto"
      intro="Escríbenos tu consulta o tu pedido sobre tus datos personales: te responde una persona de nuestro equipo por correo electrónico."
    >
      {sentMessage ? (
        <Stack as="section" space="small" padding="large" background="successTint" borderRadius="medium" aria-labelledby={sentId}>
          <Stack direction="row" space="xsmall" alignItems="center">
            <CheckCircle2 size={22} aria-hidden="true" />
            <h2 id={sentId}>Mensaje enviado</h2>
          </Stack>
          <p role="status">{sentMessage}</p>
        </Stack>
      ) : (
        <ContactForm onSubmit={onSubmit} submitting={submitting} error={error} initialValues={initialValues} />
      )}

      <h2>Tus datos personales</h2>
      <p>
        Elige en «Motivo» si quieres acceder a tus datos, corregirlos o eliminarlos. Respondemos un pedido de acceso dentro de
        los 10 días corridos y una corrección o eliminación dentro de los 5 días hábiles. El acceso es gratuito cada{' '}
        {DATA_ACCESS_MONTHS} meses. Más detalles en la <Link href={shopPaths.policyAndPrivacy}>Política de privacidad</Link>.
      </p>

      <h2>Otras formas de contactarnos</h2>
      <ul>
          <li>
            Teléfono: <Link href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}>{seller.phone}</Link>
          </li>
          <li>
            Correo electrónico: <Link href={`mailto:${seller.email}`}>{seller.email}</Link>
          </li>
          <li>Atención al cliente: {seller.serviceHours}</li>
      </ul>
    </StaticPage>
  );
}
