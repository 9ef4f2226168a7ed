import { ButtonLink } from '../components/Button';
import { Stack } from '../components/Stack';
import { StaticPage } from '../components/StaticPage';
import { shopPaths } from '../paths';
import * as styles from './WhoAreTheyScreen.css';

export type WhoAreTheyScreenProps = {
  /** The year the company started (the seller's settings). */
  since: number;
  /** How many stores the shop has, counted from its list of stores. */
  storeCount: number;
};

/** '/who-are-they': the company behind the shop, in plain, warm words. */
export function WhoAreTheyScreen({ since, storeCount }: WhoAreTheyScreenProps) {
  // The company's facts (spec §1): the year it started and its stores come from the data.
  const facts = [
    { value: String(since), label: 'Año en que empezamos' },
    { value: String(storeCount), label: 'Sucursales' },
    { value: '+400', label: 'Revendedores' },
  ];
  return (
    <StaticPage
      title="Quiénes somos"
      intro={`Somos una compañía de crédito para el consumo que, desde ${since}, ayuda a familias de todo el país a comprar lo que necesitan, en cuotas claras y con atención cercana.`}
    >
      <dl className={styles.figures}>
        {facts.map((fact) => (
          // On screen the figure comes first; in the markup the words do, as a dt precedes its dd.
          <Stack
            key={fact.label}
            direction="column-reverse"
            justifyContent="flex-end"
            space="xxsmall"
            paddingY="medium"
            paddingX="xsmall"
            background="brandTint"
            borderRadius="medium"
            textAlign="center"
          >
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </Stack>
        ))}
      </dl>

      <h2>Nuestra historia</h2>
      <p>
        Empezamos en {since} con una idea simple: que comprar en cuotas sea fácil de entender y justo para quien compra.
        Desde entonces ayudamos a equipar hogares, a cambiar el celular o a darse un gusto, con préstamos pensados para
        cada bolsillo.
      </p>
      <p>
        Hoy estamos presentes con {storeCount} sucursales y una red de más de 400 revendedores que llevan nuestros productos y
        préstamos a cada rincón de la Argentina. Con esta tienda online sumamos una forma más de comprar: desde tu casa,
        con envío a todo el país o retiro en sucursal, y con la posibilidad de pagar con tu préstamo pre-aprobado.
      </p>

      <h2>Lo que nos importa</h2>
      <ul>
        <li>
          <strong>Claridad:</strong> antes de decidir, siempre ves el precio al contado y el valor de cada cuota.
        </li>
        <li>
          <strong>Cercanía:</strong> detrás de cada compra hay personas que te atienden en nuestras sucursales y por
          WhatsApp.
        </li>
        <li>
          <strong>Confianza:</strong> productos nuevos, con garantía oficial, y tus derechos como consumidor siempre a
          mano.
        </li>
      </ul>

      <h2>¿Hablamos?</h2>
      <p>Si tienes una duda sobre un producto, tu pedido o tu préstamo, estamos para ayudarte.</p>
      <div>
        <ButtonLink href={shopPaths.queries} variant="secondary">
          Ir a Consultas
        </ButtonLink>
      </div>
    </StaticPage>
  );
}
