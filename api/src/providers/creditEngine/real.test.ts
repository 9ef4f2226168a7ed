import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../test/fakeHttp';
import { ProviderError } from '../checkout';
import { httpCreditEngine } from './real';

const holder = { firstName: 'Ana María', lastName: 'Gómez' };

describe('motor de crédito por HTTP (contra un motor de prueba local)', () => {
  let close = async () => {};
  afterEach(() => close());

  it('posts the CUIL for the plan and channel, with its token, and reads the offer', async () => {
    const engine = await fakeHttp(() => ({
      status: 200,
      body: { resultado: 'APROBADO', respuestaMotor: 'Con cupo', maximoCapital: 500000, maximoCuota: 60000, consultaId: 'M-77' },
    }));
    close = engine.close;
    const offer = await httpCreditEngine(`${engine.url}/motor/`, 'token-motor').offer({ cuil: '20301112220', holder, plan: '19', channel: 'ONLINEAPP' });
    expect(offer).toEqual({ resultado: 'APROBADO', respuestaMotor: 'Con cupo', maximoCapital: 500000, maximoCuota: 60000, reference: 'M-77' });
    expect(engine.requests[0]).toMatchObject({ method: 'POST', url: '/motor/getOffer/19/ONLINEAPP', body: { cuil: '20301112220', nombre: 'Ana María', apellido: 'Gómez' } });
    expect(engine.requests[0]!.headers.authorization).toBe('Bearer token-motor');
  });

  it('refuses an answer without the offer’s fields', async () => {
    const engine = await fakeHttp(() => ({ status: 200, body: { resultado: 'APROBADO' } }));
    close = engine.close;
    await expect(httpCreditEngine(engine.url, undefined).offer({ cuil: '20301112220', holder, plan: '19', channel: 'ONLINEAPP' })).rejects.toBeInstanceOf(ProviderError);
  });

  it.each([
    ['GOMEZ ANA MARIA', true],
    ['PEREZ JUAN', false],
  ])('checks the holder the engine names for the CUIL (%s) against the account', async (titular, matches) => {
    const engine = await fakeHttp(() => ({
      status: 200,
      body: { resultado: 'APROBADO', respuestaMotor: 'Con cupo', maximoCapital: 500000, maximoCuota: 60000, titular },
    }));
    close = engine.close;
    const offer = await httpCreditEngine(engine.url, undefined).offer({ cuil: '27302223330', holder, plan: '19', channel: 'ONLINEAPP' });
    expect(offer.holderMatches).toBe(matches);
  });
});
