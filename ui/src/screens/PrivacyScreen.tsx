import { PERSONAL_DATA_LEGEND, type Company } from '@tienda/domain';
import { Link } from '../components/Link';
import { StaticPage, StaticPageNote } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { AAIP_URL } from './LegalScreen';
import { DATA_ACCESS_MONTHS } from './policies';

export type PrivacyScreenProps = {
  /** The controller of the data: the seller, as the server's settings say. */
  seller: Company;
};

/**
 * Who receives personal data besides the shop, and why: each only what its task needs (Ley 25.326,
 * art. 11). The providers of the server (api/src/providers) and its mail.
 */
const RECIPIENTS = [
  { name: 'Mercado Pago', task: 'procesa los pagos con Mercado Pago: recibe el importe, tu correo y el número de orden.' },
  { name: 'Getnet', task: 'procesa los pagos con tarjeta: recibe el importe, tu correo y el número de orden; los datos de la tarjeta los cargas en su sitio.' },
  { name: 'Google', task: 'si ingresas con tu cuenta de Google, nos confirma tu nombre y tu correo.' },
  { name: 'Zippin', task: 'el transporte que entrega los envíos a domicilio: recibe tu nombre, teléfono y dirección de entrega.' },
  { name: 'El motor de crédito', task: 'consulta tu oferta de préstamo pre-aprobado con tu CUIL, solo cuando tú lo pides.' },
  { name: 'ARCA (ex AFIP)', task: 'recibe los datos de cada factura electrónica (tu CUIL o DNI, nombre e importes), como exige la ley.' },
  { name: 'El proveedor de correo electrónico', task: 'entrega los correos de la tienda: recibe tu dirección de correo y el mensaje.' },
] as const;

/** '/policy-and-privacy': who keeps personal data, what, why, who else receives it, and the rights of Ley 25.326. */
export function PrivacyScreen({ seller }: PrivacyScreenProps) {
  return (
    <StaticPage
      title="Políticas de privacidad"
      intro="Cuidamos tus datos personales. Acá te contamos quién es responsable de ellos, qué datos reunimos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos, según la Ley 25.326 de Protección de Datos Personales."
    >
      <h2>Quién es responsable de tus datos</h2>
      <p>
        El responsable de la base de datos es {seller.legalName} (CUIT {seller.cuit}), con domicilio en {seller.address}.
        Puedes escribirnos a <Link href={`mailto:${seller.email}`}>{seller.email}</Link> o desde el{' '}
        <Link href={shopPaths.contact}>formulario de contacto</Link>.
      </p>

      <h2>Qué datos reunimos</h2>
      <ul>
        <li>
          <strong>Datos de tu cuenta:</strong> nombre, apellido, correo electrónico, CUIL, teléfono, fecha de nacimiento y,
          si la subes, tu foto de perfil.
        </li>
        <li>
          <strong>Direcciones:</strong> las de entrega que guardes y, cuando hace falta, la de facturación.
        </li>
        <li>
          <strong>Tus compras:</strong> productos, importes, medio de pago elegido, cupones y forma de entrega.
        </li>
        <li>
          <strong>Si compras como invitado:</strong> nombre, correo electrónico, teléfono y CUIL, para poder entregarte el
          pedido y facturarlo.
        </li>
        <li>
          <strong>Si ingresas con Google:</strong> el nombre y el correo de tu cuenta de Google.
        </li>
      </ul>
      <p>
        No guardamos los datos de tus tarjetas: los ingresas directamente en el sitio del procesador de pagos.
      </p>

      <h2>Para qué los usamos</h2>
      <ul>
        <li>Crear y administrar tu cuenta, y verificar tu correo electrónico.</li>
        <li>Procesar tus pedidos, pagos, envíos y facturas.</li>
        <li>Consultar tu oferta de préstamo pre-aprobado con tu CUIL, solo cuando tú lo pides.</li>
        <li>Responder tus consultas y gestionar cambios, devoluciones y arrepentimientos.</li>
        <li>Prevenir fraudes y cumplir con nuestras obligaciones legales.</li>
      </ul>

      <h2>Con quién los compartimos</h2>
      <p>Solo compartimos lo necesario para cada tarea, con:</p>
      <ul>
        {RECIPIENTS.map((recipient) => (
          <li key={recipient.name}>
            <strong>{recipient.name}:</strong> {recipient.task}
          </li>
        ))}
      </ul>
      <p>
        Y con las autoridades, cuando la ley lo exige. No vendemos ni cedemos tus datos a terceros para fines publicitarios.
      </p>

      <h2>Datos guardados en tu navegador</h2>
      <p>
        Tu carrito, la forma de entrega y el medio de pago que elegiste y tu sesión se guardan en tu navegador, para que no
        pierdas tu compra si recargas la página. Puedes borrarlos desde la configuración del navegador: el carrito se vacía
        y la sesión se cierra.
      </p>

      <h2>Cuánto tiempo los conservamos</h2>
      <p>
        Mientras tu cuenta esté activa y, después, durante el tiempo que nos exijan las normas fiscales y comerciales. Puedes
        pedirnos que eliminemos tu cuenta en cualquier momento.
      </p>

      <h2>Cómo los protegemos</h2>
      <p>
        Usamos conexiones cifradas y medidas técnicas y organizativas para evitar accesos no autorizados, pérdidas o
        alteraciones. Solo accede a tus datos el personal que los necesita para atenderte.
      </p>

      <h2>Tus derechos</h2>
      <p>
        Puedes acceder a tus datos, pedir que los corrijamos, los actualicemos o los eliminemos. Te respondemos un pedido de
        acceso dentro de los 10 días corridos, y una corrección o eliminación dentro de los 5 días hábiles. Para
        ejercerlos, elige el motivo en el <Link href={shopPaths.contact}>formulario de contacto</Link> o escribe a{' '}
        {seller.email}; tus datos de contacto y direcciones también puedes editarlos desde tu perfil.
      </p>
      <StaticPageNote>
        <p>
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma
          gratuita a intervalos no inferiores a {DATA_ACCESS_MONTHS} meses, salvo que se acredite un interés legítimo al
          efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.
        </p>
        <p>
          {PERSONAL_DATA_LEGEND}{' '}
          <Link external href={AAIP_URL}>
            Sitio de la Agencia
          </Link>
          .
        </p>
      </StaticPageNote>

      <h2>Cambios en esta política</h2>
      <p>
        Si cambiamos esta política, publicamos la nueva versión en esta página. Si el cambio es importante, también te lo
        avisamos por correo electrónico.
      </p>
    </StaticPage>
  );
}
