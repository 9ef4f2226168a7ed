import { MAX_QUOTED_UNITS, roundMoney } from '@tienda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { ZippinApi, ZippinQuote } from '../../providers/zippin/zippin';
import { resolveDestination, type Destination } from './destination';
import { parcelOf } from './parcels';

/** The spec's own words when no quote can be had (§8). */
const SHIPPING_FAILED = 'No se pudo calcular el costo del envío. Porfavor elija retiro en local.';

export type ShippingQuote = { cotization: ZippinQuote; cost: number; carrierId: string; estimatedDelivery: string };

/**
 * A home-delivery quote for these units (product id → quantity): each unit one item with its
 * category's parcel, declared at 0 like the spec's storefront does. The cotization route and the
 * order's re-quote both come here, so they agree.
 */
export async function quoteShipping(
  db: Queryable,
  zippin: ZippinApi,
  units: ReadonlyMap<number, number>,
  destination: Destination,
  log: FastifyBaseLogger,
): Promise<ShippingQuote> {
  const count = [...units.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (count > MAX_QUOTED_UNITS) throw new HttpError(400, `Para enviar más de ${MAX_QUOTED_UNITS} unidades escríbenos: las mandamos aparte.`);
  const where = await resolveDestination(db, destination);
  const products = await db.query<{ id: number; name: string; category_id: number }>(
    'SELECT id, name, category_id FROM products WHERE id = ANY($1::int[]) ORDER BY id',
    [[...units.keys()]],
  );
  const unknown = [...units.keys()].find((id) => !products.some((product) => product.id === id));
  if (unknown !== undefined) throw new HttpError(404, `El producto ${unknown} no existe.`);

  const items = products.flatMap((product) =>
    Array.from({ length: units.get(product.id)! }, () => ({ sku: String(product.id), description: product.name.slice(0, 190), ...parcelOf(product.category_id) })),
  );
  let cotization: ZippinQuote;
  try {
    cotization = await zippin.quote({ declared_value: 0, items, destination: where });
  } catch (error) {
    log.error({ err: error }, 'sin cotización de envío');
    throw new HttpError(502, SHIPPING_FAILED);
  }
  const best = cotization.results.standard_delivery;
  return {
    cotization,
    cost: roundMoney(best.amounts.price_incl_tax),
    carrierId: String(best.carrier.id),
    estimatedDelivery: best.delivery_time.estimated_delivery,
  };
}
