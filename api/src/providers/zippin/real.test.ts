import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../test/fakeHttp';
import { ProviderError } from '../checkout';
import { realZippin } from './real';

const STANDARD = {
  carrier: { id: 205, name: 'Leset' },
  service_type: { code: 'standard_delivery' },
  delivery_time: { min: 3, max: 7, estimated_delivery: '2025-06-20T23:00:00+00:00' },
  amounts: { price: 323.97, price_incl_tax: 392 },
};
const REQUEST = {
  declared_value: 0,
  items: [{ sku: '12', description: 'Parlante', weight: 1800, length: 30, width: 20, height: 20 }],
  destination: { zipcode: '1425', state: 'Ciudad Autónoma de Buenos Aires', city: 'Palermo' },
};

describe('Zippin (adaptador real, contra un Zippin de prueba local)', () => {
  let close = async () => {};
  afterEach(() => close());

  it('asks POST /v2/shipments/quote with basic auth, the account and origin, and passes the quote on', async () => {
    const zippin = await fakeHttp(() => ({ status: 200, body: { sorted_by: 'price', results: { standard_delivery: STANDARD }, all_results: [STANDARD] } }));
    close = zippin.close;
    const api = realZippin({ apiToken: 'token', apiSecret: 'secreto', accountId: 2, originId: 25, apiUrl: zippin.url });
    const quote = await api.quote(REQUEST);
    expect(quote.results.standard_delivery.amounts.price_incl_tax).toBe(392);
    const [request] = zippin.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v2/shipments/quote' });
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('token:secreto').toString('base64')}`);
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.body).toEqual({ account_id: 2, origin_id: 25, ...REQUEST, destination: { ...REQUEST.destination, country: 'AR' }, source: 'tienda-online' });
  });

  it.each([
    [200, { results: {} }],
    [401, { message: 'Unauthenticated.' }],
    [422, { errors: { zipcode: ['invalid'] } }],
  ])('treats an answer %i without a standard delivery as a failure', async (status, body) => {
    const zippin = await fakeHttp(() => ({ status, body }));
    close = zippin.close;
    const api = realZippin({ apiToken: 't', apiSecret: 's', accountId: 1, originId: 1, apiUrl: zippin.url });
    await expect(api.quote(REQUEST)).rejects.toBeInstanceOf(ProviderError);
  });
});
