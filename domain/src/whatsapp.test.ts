import { describe, expect, it } from 'vitest';
import * as domain from './index';
import { loanOperatorMessage, loanShareMessage, transferMessage, whatsappUrl, type OrderMessage } from './whatsapp';

// formatARS puts a non-breaking space after the sign.
const ars = (text: string) => text.replace(/\$ /g, '$\u00a0');

const order: OrderMessage = {
  orderId: 42,
  customer: { name: 'Ana Gómez', email: 'ana@ejemplo.com', phone: '1123456789', cuil: '20123456786' },
  lines: [
    { name: 'Parlante JBL Flip 6', quantity: 2, unitPrice: 150_000 },
    { name: 'Auriculares Sony', quantity: 1, unitPrice: 89_999.5 },
  ],
  totals: { subtotal: 389_999.5, coupon: { code: 'PROMO10', discount: 38_999.95 }, shipping: 5_000, total: 355_999.55 },
  delivery: { method: 'Envío a domicilio', address: { street: 'Av. Colón', number: '1200', zipCode: '5000', city: 'Córdoba', province: 'Córdoba' } },
};

const bank = { bank: 'Banco de Ejemplo S.A.', holder: 'Tienda de Crédito Demo S.A.', cuit: '30999999995', cbu: '9990001800000123456784', alias: 'TIENDA.DEMO.PRUEBA' };

describe('whatsappUrl', () => {
  it('keeps only the digits of the number and encodes the text', () => {
    expect(whatsappUrl('+54 9 11 5555-0199', 'Hola & chau?')).toBe('https://wa.me/5491155550199?text=Hola%20%26%20chau%3F');
  });

  it('has no text parameter without a text', () => {
    expect(whatsappUrl('5491100000000')).toBe('https://wa.me/5491100000000');
  });

  it('is part of the package', () => {
    expect(typeof domain.whatsappUrl).toBe('function');
    expect(typeof domain.transferMessage).toBe('function');
    expect(typeof domain.loanShareMessage).toBe('function');
  });
});

describe('the bank transfer message (spec §4 Payment)', () => {
  it('says the customer data, products, totals, coupon, delivery, payment, status and bank data', () => {
    expect(transferMessage({ ...order, bank })).toBe(
      ars(
        [
          'Hola, realicé una compra en la tienda online y voy a pagarla por transferencia bancaria.',
          '',
          '*Orden N° 42*',
          '',
          '*Datos del cliente*',
          'Nombre: Ana Gómez',
          'Email: ana@ejemplo.com',
          'Teléfono: 1123456789',
          'CUIL: 20123456786',
          '',
          '*Productos*',
          '- Parlante JBL Flip 6 x 2: $ 300.000,00',
          '- Auriculares Sony x 1: $ 89.999,50',
          '',
          '*Totales*',
          'Subtotal: $ 389.999,50',
          'Cupón PROMO10: -$ 38.999,95',
          'Envío: $ 5.000,00',
          'Total: $ 355.999,55',
          '',
          '*Entrega*',
          'Envío a domicilio',
          'Dirección: Av. Colón 1200, CP 5000, Córdoba, Córdoba',
          '',
          '*Pago*',
          'Medio de pago: Transferencia Bancaria',
          'Estado: PENDIENTE',
          '',
          '*Datos bancarios*',
          'Banco: Banco de Ejemplo S.A.',
          'Razón social: Tienda de Crédito Demo S.A.',
          'CUIT: 30999999995',
          'CBU: 9990001800000123456784',
          'Alias: TIENDA.DEMO.PRUEBA',
          '',
          'Adjunto el comprobante de la transferencia.',
        ].join('\n'),
      ),
    );
  });

  it('leaves out what is not there: no coupon, no phone, no order yet, no alias; pickup is free', () => {
    const text = transferMessage({
      customer: { name: 'Ana Gómez', email: 'ana@ejemplo.com' },
      lines: [{ name: 'Parlante', quantity: 1, unitPrice: 1000 }],
      totals: { subtotal: 1000, coupon: null, shipping: 0, total: 1000 },
      delivery: { method: 'Retiro en local', store: 'Sucursal Centro', address: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires' },
      bank: { bank: 'Banco', holder: 'Tienda S.A.', cbu: '9990001800000123456784' },
    });
    expect(text).not.toMatch(/Orden N°|Cupón|Teléfono|CUIL|CUIT|Alias/);
    expect(text).toContain('Envío: GRATIS');
    expect(text).toContain('*Entrega*\nRetiro en local: Sucursal Centro\nDirección: Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires');
  });
});

describe('the loan share message (spec §4 Loan)', () => {
  it('asks for the pre-approved loan of the total, with the instalments and the CFTEA accepted', () => {
    const loan = { installments: 12, installmentValue: 43_311.42, cftea: 132.25 };
    const text = loanShareMessage({ ...order, delivery: { method: 'Retiro en local', store: 'Sucursal Centro' }, loan });
    expect(text.startsWith('Hola, quiero finalizar mi compra con mi préstamo pre-aprobado.\n\n*Orden N° 42*')).toBe(true);
    expect(text).toContain('*Datos del cliente*\nNombre: Ana Gómez');
    expect(text).toContain(ars('- Parlante JBL Flip 6 x 2: $ 300.000,00'));
    expect(text).toContain('*Entrega*\nRetiro en local: Sucursal Centro');
    expect(text.endsWith(ars('*Préstamo*\nPréstamo pre-aprobado de $ 355.999,55\n12 cuotas de $ 43.311,42\nCFTEA: 132,25%\nEstado: APROBADO CON CUPO'))).toBe(true);
    expect(text).not.toContain('Transferencia');
  });
});

describe('the message to an operator when the offer nearly covers the purchase', () => {
  it('says the purchase, the pre-approved amount and the shortfall', () => {
    expect(loanOperatorMessage({ total: 569_997, maxCapital: 500_000 })).toBe(
      ars('Hola, quiero consultar por mi préstamo pre-aprobado.\nMi compra es de $ 569.997,00 y mi monto pre-aprobado es de $ 500.000,00: me faltan $ 69.997,00.'),
    );
  });
});
