import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, decodeArcaQrUrl, formatARS, voucherFigures } from '@tienda/domain';
import { pdfImages, pdfText } from '../../../test/pdfText';
import { invoicePdf, type InvoiceDocument } from './invoicePdf';

const products = [
  { name: 'Heladera No Frost 390 L', unitPrice: 339999, quantity: 2, ivaRate: 10.5, internalTaxRate: 0 },
  { name: 'Celular Ñandú 128 GB', unitPrice: 54999.5, quantity: 1, ivaRate: 21, internalTaxRate: 17 },
  { name: 'Pava eléctrica', unitPrice: 24999.99, quantity: 1, ivaRate: 21, internalTaxRate: 0 },
];
// The order of voucherFigures.test.ts: 10 % off 759.997,49 and $ 8.500 of shipping.
const figures = voucherFigures({ products, totalPrice: 683997.74, shippingCost: 8500 });
const invoice: InvoiceDocument = {
  seller: DEMO_COMPANY,
  kind: 'facturaB',
  pointOfSale: 1,
  number: 1,
  date: '2026-11-26',
  buyer: { name: 'Ñandú Peña Ibáñez', document: { docTipo: 86, docNro: 20301112220 }, address: 'Av. Rivadavia 1234, C1033AAN CABA' },
  lines: products,
  discount: { couponCode: 'PRIMAVERA10', amount: 75999.75 },
  shippingCost: 8500,
  figures,
  cae: '76123456789012',
  caeDueDate: '2026-12-06',
};

describe('the invoice PDF', () => {
  it('prints what a Factura B must show, as the buyer reads it', async () => {
    const { text, pages } = await pdfText(await invoicePdf(invoice));
    expect(pages).toBe(1);
    for (const expected of [
      'FACTURA B',
      'COD. 006',
      'Punto de venta y número: 00001-00000001',
      'Fecha de emisión: 26/11/2026',
      DEMO_COMPANY.legalName,
      `CUIT: ${DEMO_COMPANY.cuit}`,
      `Condición frente al IVA: ${DEMO_COMPANY.ivaCondition}`,
      `Ingresos Brutos: ${DEMO_COMPANY.iibb}`,
      'Inicio de actividades: 2005',
      'Cliente: Ñandú Peña Ibáñez',
      'Documento: CUIL 20-30111222-0',
      'Domicilio: Av. Rivadavia 1234, C1033AAN CABA',
      `Heladera No Frost 390 L 2 ${formatARS(339999)} ${formatARS(679998)}`,
      `Descuento (cupón PRIMAVERA10) ${formatARS(-75999.75)}`,
      `Envío ${formatARS(8500)}`,
      `Total ${formatARS(692497.74)}`,
      'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)',
      `IVA contenido ${formatARS(72124.67)}`,
      // 692.497,74 − 72.124,67 − 6.954,49 = 613.418,58: the total without national taxes the checkout showed.
      `Otros impuestos nacionales indirectos ${formatARS(6954.49)}`,
      'CAE: 76123456789012',
      'Fecha de vencimiento del CAE: 06/12/2026',
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    }
  });

  it("carries ARCA's QR, which a reader decodes to the voucher's payload", async () => {
    const [qr] = await pdfImages(await invoicePdf(invoice));
    const read = jsQR(qr!.rgba, qr!.width, qr!.height);
    expect(read?.data).toMatch(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/);
    // What ARCA's page reads from it, checked field by field against the voucher (RG 4892/2020).
    expect(decodeArcaQrUrl(read!.data)).toEqual({
      ver: 1,
      fecha: '2026-11-26',
      cuit: 30999999995,
      ptoVta: 1,
      tipoCmp: 6,
      nroCmp: 1,
      importe: 692497.74,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 86,
      nroDocRec: 20301112220,
      tipoCodAut: 'E',
      codAut: 76123456789012,
    });
  });

  it('is byte for byte the same for the same voucher, stamped with its own day', async () => {
    const [first, second] = await Promise.all([invoicePdf(invoice), invoicePdf(invoice)]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1').match(/\(D:\d{14}Z\)/g)).toEqual(['(D:20261126030000Z)', '(D:20261126030000Z)']);
    expect((await invoicePdf({ ...invoice, cae: '76123456789013' })).equals(first)).toBe(false);
  });

  it('prints a credit note with its code, the invoice it cancels, and "Consumidor Final" without a document', async () => {
    const { text } = await pdfText(
      await invoicePdf({
        ...invoice,
        kind: 'notaDeCreditoB',
        number: 1,
        buyer: { name: 'Ñandú Peña Ibáñez', document: { docTipo: 99, docNro: 0 } },
        associatedInvoice: { pointOfSale: 1, number: 1 },
      }),
    );
    expect(text).toContain('NOTA DE CRÉDITO B');
    expect(text).toContain('COD. 008');
    expect(text).toContain('Documento: Consumidor Final');
    expect(text).toContain('Comprobante asociado: FACTURA B 00001-00000001');
    expect(text).not.toContain('Domicilio: Av.');
  });

  it('refuses lines that do not add up to the authorised total', async () => {
    await expect(invoicePdf({ ...invoice, shippingCost: 0 })).rejects.toThrow('Las líneas del comprobante no suman su total.');
  });
});
