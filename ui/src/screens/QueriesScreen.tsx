import { useId } from 'react';
import { MessageCircle } from 'lucide-react';
import { whatsappUrl } from '@tienda/domain';
import { ButtonLink } from '../components/Button';
import { Link } from '../components/Link';
import { Stack } from '../components/Stack';
import { StaticPage } from '../components/StaticPage';
import { shopPaths } from '../paths';
import * as styles from './QueriesScreen.css';

export type QueriesScreenProps = {
  /** The shop's WhatsApp number in international form, digits only (e.g. 5491123456789). */
  whatsappNumber: string;
  /** Guests are also invited to sign in or create an account. */
  isGuest: boolean;
};

/** What the chat opens with, so the person only has to add their question. */
export const WHATSAPP_GREETING = 'Hola, tengo una consulta sobre la tienda online.';

/** A wa.me link: the number without '+' or separators, the text URL-encoded (the domain's one rule). */
export const whatsappHref = (number: string, text: string): string => whatsappUrl(number, text);

/** '/queries': the WhatsApp contact; guests also see the way to sign in or register. */
export function QueriesScreen({ whatsappNumber, isGuest }: QueriesScreenProps) {
  const contactTitleId = useId();
  const accountTitleId = useId();
  return (
    <StaticPage
      title="Consultas"
      intro="¿Tienes una duda sobre un producto, tu pedido, un envío o tu préstamo? Escríbenos y te responde una persona de nuestro equipo."
    >
      <Stack as="section" space="medium" alignItems="flex-start" padding="large" background="successTint" borderRadius="medium" aria-labelledby={contactTitleId}>
        <h2 id={contactTitleId}>Escríbenos por WhatsApp</h2>
        <p>Abre el chat con un mensaje listo para enviar: solo suma tu consulta y, si es sobre una compra, tu número de pedido.</p>
        <ButtonLink
          href={whatsappHref(whatsappNumber, WHATSAPP_GREETING)}
          external
          icon={<MessageCircle size={20} aria-hidden="true" />}
        >
          Consultar por WhatsApp
        </ButtonLink>
      </Stack>

      {isGuest && (
        <Stack as="section" space="small" padding="large" borderRadius="medium" className={styles.guest} aria-labelledby={accountTitleId}>
          <h2 id={accountTitleId}>¿Tienes cuenta?</h2>
          <p>
            Ingresa para seguir tus pedidos, guardar tus direcciones y acceder a tu préstamo pre-aprobado. Si todavía no
            tienes cuenta, crearla lleva un par de minutos.
          </p>
          <Stack space="small" direction={{ mobile: 'column', desktop: 'row' }} marginTop="xsmall">
            <ButtonLink href={shopPaths.login}>Ingresar</ButtonLink>
            <ButtonLink href={shopPaths.register} variant="secondary">
              Crear cuenta
            </ButtonLink>
          </Stack>
        </Stack>
      )}

      <h2>Otras ayudas</h2>
      <ul>
        <li>
          ¿Prefieres no usar WhatsApp? Escríbenos desde el <Link href={shopPaths.contact}>formulario de contacto</Link>; también
          sirve para pedir acceso, corrección o eliminación de tus datos personales.
        </li>
        <li>
          ¿Tu producto tiene una falla? Contacta al <Link href={shopPaths.technicalService}>servicio técnico</Link> de la marca.
        </li>
        <li>
          ¿Quieres cancelar una compra? Usa el <Link href={shopPaths.repentance}>Botón de arrepentimiento</Link>.
        </li>
        <li>
          Cambios, devoluciones, envíos y medios de pago: en <Link href={shopPaths.termsAndConditions}>Términos y condiciones</Link>.
        </li>
      </ul>
    </StaticPage>
  );
}
