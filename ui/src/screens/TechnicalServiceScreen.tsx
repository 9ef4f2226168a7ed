import { Clock, Globe, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../components/Link';
import { Stack } from '../components/Stack';
import { StaticPage } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { DAMAGE_CLAIM_HOURS } from './policies';
import * as styles from './TechnicalServiceScreen.css';

/** How to reach one brand's official service. */
export type BrandSupport = {
  brand: string;
  /** As it is dialled in Argentina and shown, e.g. '0800-555-0101'. */
  phone: string;
  /** When it answers, e.g. 'Lunes a viernes de 9 a 18 h'. */
  hours: string;
  /** The brand's support site. */
  supportUrl: string;
};

export type TechnicalServiceScreenProps = {
  /** The six brands of the catalogue with an official service, in the order shown. */
  brands: readonly BrandSupport[];
};

/** A tel: link dials digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

/** '/technical-service': each brand's official service, with its phone, hours and support site. */
export function TechnicalServiceScreen({ brands }: TechnicalServiceScreenProps) {
  return (
    <StaticPage
      title="Servicio técnico"
      intro="Si un producto presenta una falla de funcionamiento, el servicio técnico oficial de su marca lo revisa y, si corresponde, lo repara o lo cambia en garantía."
    >
      <h2>Antes de comunicarte</h2>
      <ul>
        <li>Ten a mano la factura de compra (la encuentras en el detalle de tu compra y en el correo del pago) y el número de serie o modelo del producto.</li>
        <li>Describe la falla con el mayor detalle posible: cuándo aparece y qué estabas haciendo.</li>
        <li>
          Si el producto llegó golpeado o le falta algo, no es un caso de servicio técnico: avísanos desde el{' '}
          <Link href={shopPaths.contact}>formulario de contacto</Link>. Te recomendamos hacerlo dentro de las{' '}
          {DAMAGE_CLAIM_HOURS} horas de recibirlo, aunque puedes hacerlo en cualquier momento mientras dure la garantía.
        </li>
      </ul>

      <h2>Servicio técnico oficial por marca</h2>
      <ul className={styles.brands}>
        {brands.map((support) => (
          <Stack as="li" key={support.brand} space="small" padding="large" background="surface" borderRadius="medium" className={styles.card}>
            <h3>{support.brand}</h3>
            <Stack as="dl" space="small" margin="none">
              <Fact icon={<Phone size={20} />} term="Teléfono">
                {/* The app's link component leaves a tel: address to the browser: the phone dials. */}
                <Link href={telHref(support.phone)} className={styles.phone}>
                  {support.phone}
                </Link>
              </Fact>
              <Fact icon={<Clock size={20} />} term="Horario de atención">
                {support.hours}
              </Fact>
              <Fact icon={<Globe size={20} />} term="Soporte en línea">
                <Link href={support.supportUrl} external>
                  Sitio de soporte de {support.brand}
                </Link>
              </Fact>
            </Stack>
          </Stack>
        ))}
      </ul>
    </StaticPage>
  );
}
