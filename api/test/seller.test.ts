import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '@tienda/domain';
import { readSettings } from '../src/settings';
import { checkoutCalls, GUEST } from './checkout';
import { withCheckDigit } from './cuils';
import { startTestApp, type TestApp } from './testApp';

// The seller named everywhere: the operator's COMPANY_* settings, served to the storefront and
// signed under every mail. PGlite alone (nothing here depends on the database's kind).

const SELLER = {
  COMPANY_LEGAL_NAME: 'Electro Cuotas del Sur S.R.L.',
  COMPANY_CUIT: withCheckDigit('3071122334')!,
  COMPANY_ADDRESS: 'San Martín 2650, B7600 Mar del Plata, Buenos Aires',
  COMPANY_PHONE: '0800-222-3344',
  COMPANY_EMAIL: 'contacto@electrocuotas.com.ar',
  COMPANY_SERVICE_HOURS: 'Lunes a sábado de 8 a 20 h',
  COMPANY_IVA_CONDITION: 'IVA Responsable Inscripto',
  COMPANY_IIBB: '901-711223-4',
  COMPANY_ACTIVITIES_SINCE: '2011',
};

describe('COMPANY_* settings', () => {
  it('stand in for the demo seller when absent', () => {
    expect(readSettings({}).company).toEqual(DEMO_COMPANY);
  });

  it('stop the start when the CUIT has a wrong check digit, saying which variable and how to write it', () => {
    expect(() => readSettings({ COMPANY_CUIT: '30-99999999-4' })).toThrow(
      'COMPANY_CUIT=30-99999999-4: la CUIT no es válida (El CUIT no es válido.). Escribe los 11 dígitos, con o sin guiones: COMPANY_CUIT=30-99999999-5.',
    );
    expect(() => readSettings({ COMPANY_CUIT: '3099' })).toThrow(/^COMPANY_CUIT=3099: la CUIT no es válida/);
  });

  it('stop the start on an e-mail, a year or an empty name that cannot be the seller’s', () => {
    expect(() => readSettings({ COMPANY_EMAIL: 'hola' })).toThrow('COMPANY_EMAIL=hola: el correo electrónico no es válido.');
    expect(() => readSettings({ COMPANY_ACTIVITIES_SINCE: 'dos mil cinco' })).toThrow(/^COMPANY_ACTIVITIES_SINCE=dos mil cinco/);
    expect(() => readSettings({ COMPANY_LEGAL_NAME: '  ' })).toThrow(/^COMPANY_LEGAL_NAME está vacía/);
  });

  it('print the CUIT with its dashes, however it was written', () => {
    expect(readSettings(SELLER).company.cuit).toBe('30-71122334-3');
  });
});

describe('the seller on the wire and in the mail', () => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    t = await startTestApp('pglite', SELLER);
    c = checkoutCalls(t.app);
  });
  afterAll(() => t.close());

  it('GET /api/config carries the seller of the settings', async () => {
    const res = await c.call('GET', '/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toEqual({
      legalName: 'Electro Cuotas del Sur S.R.L.',
      cuit: '30-71122334-3',
      address: 'San Martín 2650, B7600 Mar del Plata, Buenos Aires',
      phone: '0800-222-3344',
      email: 'contacto@electrocuotas.com.ar',
      serviceHours: 'Lunes a sábado de 8 a 20 h',
      ivaCondition: 'IVA Responsable Inscripto',
      iibb: '901-711223-4',
      activitiesSince: 2011,
    });
  });

  it('signs every mail a guest order leaves in the outbox with the razón social and the CUIT, in text and HTML', async () => {
    const [product] = await c.products(2);
    const order = await c.guestOrder(await c.payload([{ product: product!, quantity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    const orderNumber = order.json().orderCreated.id;
    // The order's follow-ups a guest sets off: a withdrawal (its confirmation link) and a question.
    const withdrawal = await c.call('POST', '/api/withdrawal', { name: GUEST.name, email: GUEST.email, phone: GUEST.phone, orderNumber });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const question = await c.call('POST', '/api/contact', { name: GUEST.name, email: GUEST.email, phone: GUEST.phone, message: '¿Cuándo llega?' });
    expect(question.statusCode, question.body).toBe(200);

    const { mails } = (await c.call('GET', '/dev/mailbox')).json() as { mails: { to: string; subject: string; text: string; html: string }[] };
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`Recibimos tu orden N° ${orderNumber}`, expect.stringMatching(/arrepentimiento/i), expect.stringMatching(/consulta/i)]),
    );
    for (const mail of mails) {
      expect(mail.text, mail.subject).toContain('Electro Cuotas del Sur S.R.L. · CUIT 30-71122334-3');
      expect(mail.text, mail.subject).toContain('San Martín 2650, B7600 Mar del Plata, Buenos Aires');
      expect(mail.text, mail.subject).toContain('0800-222-3344 · contacto@electrocuotas.com.ar · Lunes a sábado de 8 a 20 h');
      if (mail.html) expect(mail.html, mail.subject).toContain('Electro Cuotas del Sur S.R.L. · CUIT 30-71122334-3');
    }
  });
});
