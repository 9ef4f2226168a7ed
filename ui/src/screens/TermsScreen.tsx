import { TERMS_VERSION, type Company } from '@tienda/domain';
import { ConsumerAuthorities } from '../components/ConsumerAuthorities';
import { Link } from '../components/Link';
import { SellerIdentity } from '../components/SellerIdentity';
import { StaticPage, StaticPageNote } from '../components/StaticPage';
import { shopPaths } from '../paths';
import { DAMAGE_CLAIM_HOURS, DELIVERY_WINDOW, LEGAL_GUARANTEE_MONTHS, PICKUP_DAYS, RETURN_DAYS, WITHDRAWAL_DAYS } from './policies';

export type TermsScreenProps = {
  /** Who sells, as the server's settings say. */
  seller: Company;
};

/**
 * '/terms-and-conditions': the rules of buying in the shop, with the policies of spec §9. They are
 * accepted on purpose at the checkout's last step, never by browsing; their version is TERMS_VERSION.
 */
export function TermsScreen({ seller }: TermsScreenProps) {
  return (
    <StaticPage
      title="Términos y condiciones"
      intro="Estas condiciones rigen las compras que hagas en la tienda online. Las aceptas al confirmar tu compra, en su último paso: léelas antes y, si algo no queda claro, escríbenos."
    >
      <h2>Quién vende</h2>
      <p>Vende en esta tienda:</p>
      <SellerIdentity seller={seller} />

      <h2>Quiénes pueden comprar</h2>
      <p>
        Pueden comprar en la tienda las personas mayores de 18 años, como invitadas o con una cuenta. Para crear una cuenta
        te pedimos nombre, correo electrónico, CUIL, teléfono y fecha de nacimiento, y verificamos tu correo con un código.
        Los datos que cargues tienen que ser verdaderos y estar al día; tu contraseña es personal y no debes compartirla.
      </p>

      <h2>Productos, precios y stock</h2>
      <p>
        Todos los productos son nuevos. Los precios están expresados en pesos argentinos con impuestos incluidos, y junto a
        cada uno informamos también el precio sin impuestos nacionales. En cada producto ves el precio de lista, el precio
        al contado y el valor de las 6 cuotas fijas, y junto a ellas su costo: el costo financiero total efectivo anual
        (CFTEA), la tasa efectiva anual (TEA), la tasa nominal anual (TNA) y el total financiado, que es la suma de las 6
        cuotas. Las cuotas ya incluyen el IVA y no tienen otros cargos, por eso el CFTEA es igual a la TEA. La financiación
        en cuotas está sujeta a riesgo crediticio.
      </p>
      <p>
        Las fotos son ilustrativas y las ofertas valen hasta agotar stock. Si un producto se agota después de que lo
        agregaste al carrito, te lo avisamos ahí mismo y no puedes continuar la compra hasta quitarlo: nunca te cobramos un
        producto que no tenemos.
      </p>

      <h2>Medios de pago</h2>
      <p>Puedes pagar con:</p>
      <ul>
        <li>Mercado Pago;</li>
        <li>tarjeta de débito o crédito;</li>
        <li>
          transferencia bancaria: el pedido queda pendiente hasta que recibimos el comprobante y se acredita el pago;
        </li>
        <li>
          préstamo pre-aprobado: requiere iniciar sesión, está sujeto a evaluación crediticia y antes de confirmarlo ves
          el monto y el valor de cada una de las 12 cuotas.
        </li>
      </ul>

      <h2>Cupones de descuento</h2>
      <p>
        Cada cupón tiene su propia vigencia y una cantidad limitada de usos. Se aplica un cupón por compra, sobre el total
        de los productos y no sobre el costo de envío. Un cupón vencido o agotado no puede aplicarse.
      </p>

      <h2>Envíos a domicilio</h2>
      <p>
        Enviamos a todo el país. El costo y la fecha estimada de entrega se calculan con tu código postal antes de pagar.
        Las entregas se hacen {DELIVERY_WINDOW}. Al recibir el paquete, revísalo: si tiene golpes o le falta algo, avísanos
        como se indica más abajo.
      </p>

      <h2>Retiro en sucursal</h2>
      <p>
        El retiro en sucursal no tiene costo. Cuando tu pedido esté listo te avisamos, y tienes {PICKUP_DAYS} días corridos
        para retirarlo presentando tu DNI. Pasado ese plazo, nos vamos a comunicar contigo para resolver qué hacer con tu
        pedido.
      </p>

      <h2>Cambios y devoluciones</h2>
      <p>
        Puedes cambiar o devolver un producto dentro de los {RETURN_DAYS} días de haberlo recibido, sin uso, en su embalaje
        original y con todos sus accesorios y manuales. Esto no limita tu derecho de arrepentimiento ni la garantía legal,
        que se explican más abajo.
      </p>
      <p>
        Si el producto llegó con daños visibles (golpes, rayones, el embalaje roto) o le falta algo, avísanos con fotos desde
        el <Link href={shopPaths.contact}>formulario de contacto</Link>. Te recomendamos hacerlo dentro de las{' '}
        {DAMAGE_CLAIM_HOURS} horas de recibirlo, porque así el reclamo al transporte es más rápido; pero puedes avisarnos en
        cualquier momento mientras dure la garantía, y avisar después no te hace perder ningún derecho.
      </p>

      <h2>Derecho de arrepentimiento</h2>
      <StaticPageNote>
        <p>
          Tienes {WITHDRAWAL_DAYS} días corridos desde que recibiste el producto para arrepentirte de la compra, sin dar
          explicaciones y sin costo ni responsabilidad alguna, como establecen el artículo 34 de la Ley 24.240 de Defensa del
          Consumidor y los artículos 1110 a 1116 del Código Civil y Comercial. Si el último día no es hábil, el plazo se
          extiende hasta el siguiente día hábil.
        </p>
        <p>
          Los gastos de devolución corren por nuestra cuenta. Revisar el producto y usarlo como lo harías en un local, para
          conocerlo y ver si funciona, no te cuesta nada: no descontamos nada por eso del reintegro.
        </p>
        <p>
          Puedes pedirlo desde el <Link href={shopPaths.repentance}>Botón de arrepentimiento</Link>, con tu número de pedido.
        </p>
      </StaticPageNote>

      <h2>Garantía</h2>
      <p>
        Todos los productos son nuevos y tienen la garantía legal de la Ley 24.240 (artículo 11): {LEGAL_GUARANTEE_MONTHS}{' '}
        meses desde que los recibes, por los defectos o vicios de cualquier índole, aunque se vean a simple vista, y por
        cualquier falla de funcionamiento. Si el fabricante da una garantía más larga, vale la más larga.
      </p>
      <p>Durante la garantía, quien la da está obligado a:</p>
      <ul>
        <li>reparar el producto sin costo para ti, incluidos los gastos de flete y traslado;</li>
        <li>darte una constancia de reparación, que diga qué se hizo y cuándo te lo devuelven;</li>
        <li>extender la garantía por el tiempo en que no pudiste usar el producto mientras se reparaba;</li>
        <li>
          si la reparación no queda bien, cambiarte el producto por uno nuevo igual, devolverte lo que pagaste o rebajarte el
          precio, a tu elección.
        </li>
      </ul>
      <p>
        La tienda, el fabricante y el importador responden juntos por la garantía: puedes reclamarla desde el{' '}
        <Link href={shopPaths.contact}>formulario de contacto</Link> o directamente en el{' '}
        <Link href={shopPaths.technicalService}>servicio técnico</Link> de la marca.
      </p>

      <h2>Privacidad</h2>
      <p>
        Tratamos tus datos personales según nuestras <Link href={shopPaths.policyAndPrivacy}>Políticas de privacidad</Link> y la Ley
        25.326 de Protección de Datos Personales.
      </p>

      <h2>Consultas y reclamos</h2>
      <p>
        Ante cualquier duda o reclamo escríbenos desde el <Link href={shopPaths.contact}>formulario de contacto</Link>, por{' '}
        <Link href={shopPaths.queries}>Consultas</Link> o al {seller.phone} ({seller.serviceHours}). También puedes acudir en
        cualquier momento a las autoridades de defensa del consumidor:
      </p>
      <ConsumerAuthorities />

      <h2>Cambios en estas condiciones</h2>
      <p>
        Podemos actualizar estas condiciones; la versión vigente es siempre la publicada en esta página. A cada compra se le
        aplican las condiciones que aceptaste al hacerla, y guardamos con ella su versión.
      </p>
      <p>Versión {TERMS_VERSION}.</p>
    </StaticPage>
  );
}
