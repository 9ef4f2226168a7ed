import { PERSONAL_DATA_LEGEND, type Company } from '@tienda/domain';
import { ConsumerAuthorities } from '../components/ConsumerAuthorities';
import { CONSUMER_DEFENCE_URL } from '../components/Footer';
import { Link } from '../components/Link';
import { SellerIdentity } from '../components/SellerIdentity';
import { StaticPage, StaticPageNote } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { WITHDRAWAL_DAYS } from './policies';

export type LegalScreenProps = {
  /** Who sells, as the server's settings say. */
  seller: Company;
};

/** The control body of Ley 25.326, where a complaint about personal data goes. */
export const AAIP_URL = 'https://www.argentina.gob.ar/aaip';

/**
 * '/legal' ("Datos legales"): who sells, with its tax registration; the consumer and personal-data
 * authorities with their contact data; and the ways to the terms, privacy, withdrawal and baja.
 */
export function LegalScreen({ seller }: LegalScreenProps) {
  return (
    <StaticPage title="Datos legales" intro="Quién vende en esta tienda y a quién puedes acudir si algo no sale bien.">
      <h2>Quién vende</h2>
      <SellerIdentity seller={seller} withTaxData />

      <h2>Defensa del consumidor</h2>
      <p>
        Si tienes un reclamo, escríbenos primero desde el <Link href={shopPaths.contact}>formulario de contacto</Link>: te
        respondemos dentro de los 10 días hábiles. En cualquier momento puedes acudir también a estas autoridades:
      </p>
      <ConsumerAuthorities />
      <p>
        Para un reclamo ante la autoridad nacional usa su{' '}
        <Link external href={CONSUMER_DEFENCE_URL}>
          formulario de reclamos
        </Link>
        .
      </p>

      <h2>Datos personales</h2>
      <StaticPageNote>
        <p>
          {PERSONAL_DATA_LEGEND}{' '}
          <Link external href={AAIP_URL}>
            Sitio de la Agencia
          </Link>
          .
        </p>
      </StaticPageNote>

      <h2>Tus derechos, a mano</h2>
      <ul>
        <li>
          <Link href={shopPaths.termsAndConditions}>Términos y condiciones</Link>: garantía, envíos, cambios y devoluciones.
        </li>
        <li>
          <Link href={shopPaths.policyAndPrivacy}>Política de privacidad</Link>: qué datos guardamos y cómo pedirlos, corregirlos o
          eliminarlos.
        </li>
        <li>
          <Link href={shopPaths.repentance}>Botón de arrepentimiento</Link>: deja sin efecto una compra dentro de los {WITHDRAWAL_DAYS}{' '}
          días corridos desde que la recibiste.
        </li>
        <li>
          <Link href={shopPaths.baja}>Botón de baja</Link>: da de baja tu cuenta o un servicio contratado.
        </li>
        <li>
          <Link href={shopPaths.contact}>Formulario de contacto</Link>: consultas y pedidos sobre tus datos personales.
        </li>
      </ul>
    </StaticPage>
  );
}
