import { roundMoney } from '@tienda/domain';
import { ProviderError } from '../checkout';
import { deliveryDate } from './deliveryDate';
import { IVA, PROVINCE_ZONES, SANDBOX_CARRIER, VOLUMETRIC_DIVISOR, ZONE_RATES } from './sandboxRates';
import type { ZippinApi } from './zippin';

/**
 * A Zippin that lives in the repo: the price of the destination's zone for the parcel's charged
 * weight (real or volumetric, whichever is more, in whole kilograms), and a delivery date that
 * skips Sundays. It answers in Zippin's own shape.
 */
export function sandboxZippin(now: () => Date = () => new Date()): ZippinApi {
  return {
    async quote({ declared_value, items, destination }) {
      const zone = PROVINCE_ZONES[destination.state];
      if (!zone) throw new ProviderError(`Zippin (sandbox): sin zona para "${destination.state}"`);
      const rate = ZONE_RATES[zone];
      const grams = items.reduce((sum, item) => sum + item.weight, 0);
      const volume = items.reduce((sum, item) => sum + item.length * item.width * item.height, 0);
      const chargedKg = Math.max(1, Math.ceil(Math.max(grams / 1000, volume / VOLUMETRIC_DIVISOR)));
      const price = rate.base + rate.perKg * chargedKg;
      const result = {
        selectable: true,
        impediments: null,
        logistic_type: 'crossdock',
        carrier: SANDBOX_CARRIER,
        service_type: { id: 1, code: 'standard_delivery', name: 'Entrega a domicilio', is_urgent: 0 },
        delivery_time: { min: rate.days, max: rate.days, estimated_delivery: deliveryDate(now(), rate.days) },
        amounts: { price_shipment: price, price_insurance: 0, price, price_incl_tax: roundMoney(price * (1 + IVA)) },
        tags: ['cheapest', 'fastest'],
      };
      return {
        sorted_by: 'price',
        destination,
        declared_value,
        packages: [{ weight: grams, volume, items: items.length }],
        results: { standard_delivery: result },
        all_results: [result],
      };
    },
  };
}
