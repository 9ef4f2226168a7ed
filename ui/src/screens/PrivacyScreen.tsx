import { Link } from '../components/Link';
import { StaticPage, StaticPageNote } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { DATA_ACCESS_MONTHS } from './policies';

/** '/policy-and-privacy': what personal data the shop keeps, why, and the rights of Ley 25.326. */
export function PrivacyScreen() {
  return (
    <StaticPage
      title="Políticas de privacidad"
      intro="Cuidamos tus datos personales. Acá te contamos qué datos reunimos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos, según la Ley 25.326 de Protección de Datos Personales."
    >
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
      <p>
        Solo compartimos lo necesario para completar tu compra: con los procesadores de pago (como Mercado Pago), con las
        empresas de logística que entregan tu pedido y con las autoridades, cuando la ley lo exige. No vendemos ni cedemos
        tus datos a terceros para fines publicitarios.
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
        ejercerlos, escríbenos desde <Link href={shopPaths.queries}>Consultas</Link>; tus datos de contacto y direcciones
        también puedes editarlos desde tu perfil.
      </p>
      <StaticPageNote>
        <p>
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma
          gratuita a intervalos no inferiores a {DATA_ACCESS_MONTHS} meses, salvo que se acredite un interés legítimo al
          efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.
        </p>
        <p>
          La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la
          atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por
          incumplimiento de las normas vigentes en materia de protección de datos personales.
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
