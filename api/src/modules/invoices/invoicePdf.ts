import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  arcaQrPayload,
  arcaQrUrl,
  buyerDocumentText,
  formatARS,
  roundMoney,
  IVA_CONTENIDO_LABEL,
  OTROS_IMPUESTOS_LABEL,
  TRANSPARENCY_LEGEND,
  VOUCHER_TITLES,
  VOUCHER_TYPES,
  voucherDateText,
  voucherNumberText,
  type Company,
  type VoucherBuyer,
  type VoucherFigures,
  type VoucherKind,
} from '@tienda/domain';

/** Everything an invoice or credit note prints: plain data, read by the caller from wherever it is kept. */
export type InvoiceDocument = {
  seller: Company;
  kind: VoucherKind;
  pointOfSale: number;
  number: number;
  /** The voucher's date, YYYY-MM-DD (Argentina). */
  date: string;
  buyer: { name: string; document: VoucherBuyer; address?: string | null | undefined };
  /** The lines at their final prices (IVA included), before the coupon. */
  lines: readonly { name: string; quantity: number; unitPrice: number }[];
  /** What the coupon took off the products, with its code; null or left out: none. */
  discount?: { couponCode: string; amount: number } | null | undefined;
  shippingCost: number;
  figures: VoucherFigures;
  cae: string;
  /** The CAE's due date, YYYY-MM-DD. */
  caeDueDate: string;
  /** A credit note names the invoice it cancels. */
  associatedInvoice?: { pointOfSale: number; number: number } | null | undefined;
};

// A4 in points. Helvetica is one of PDF's standard fonts: nothing is embedded, and its WinAnsi encoding
// prints every Spanish letter the voucher uses and the no-break space formatARS puts after "$".
const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#999999';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const QR_SIZE = 96;
const HEADER_HEIGHT = 112;

// The lines' columns: product, quantity, unit price, total.
const COLUMNS = [
  { width: WIDTH - 250, align: 'left' as const },
  { width: 50, align: 'right' as const },
  { width: 100, align: 'right' as const },
  { width: 100, align: 'right' as const },
];

type Doc = PDFKit.PDFDocument;

function row(doc: Doc, cells: readonly string[], font: string): void {
  doc.font(font).fontSize(9).fillColor(INK);
  const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width - 6 }))) + 8;
  if (doc.y + height > BOTTOM - QR_SIZE - 140) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const { width, align } = COLUMNS[index]!;
    doc.text(cell, x + 3, top + 4, { width: width - 6, align });
    x += width;
  });
  doc.y = top + height;
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** A label and its amount, right-aligned under the lines. */
function amount(doc: Doc, label: string, value: string, size = 9, font = REGULAR, inset = 0): void {
  const top = doc.y;
  doc.font(font).fontSize(size).fillColor(INK);
  doc.text(label, MARGIN, top, { width: WIDTH - 110 - inset, align: 'right' });
  doc.text(value, MARGIN + WIDTH - 100 - inset, top, { width: 100, align: 'right' });
  doc.y = top + size + 5;
}

function header(doc: Doc, input: InvoiceDocument): void {
  const { seller } = input;
  const { title, code } = VOUCHER_TITLES[input.kind];
  const top = MARGIN;
  const half = WIDTH / 2;
  doc.rect(MARGIN, top, WIDTH, HEADER_HEIGHT).lineWidth(1).strokeColor(INK).stroke();
  // The letter in its box, astride the line that splits issuer and voucher, with the type's code.
  const box = { x: MARGIN + half - 24, y: top, size: 48 };
  doc.rect(box.x, box.y, box.size, box.size).fillAndStroke('#ffffff', INK);
  doc.font(BOLD).fontSize(26).fillColor(INK).text('B', box.x, box.y + 6, { width: box.size, align: 'center' });
  doc.font(BOLD).fontSize(7).text(`COD. ${code}`, box.x, box.y + 36, { width: box.size, align: 'center' });
  doc.moveTo(MARGIN + half, top + box.size).lineTo(MARGIN + half, top + HEADER_HEIGHT).lineWidth(1).stroke();

  const left = { x: MARGIN + 10, width: half - 44 };
  doc.font(BOLD).fontSize(12).fillColor(INK).text(seller.legalName, left.x, top + 12, { width: left.width });
  doc.moveDown(0.4).font(REGULAR).fontSize(8.5).fillColor(INK);
  doc.text(`Domicilio comercial: ${seller.address}`, { width: left.width });
  doc.moveDown(0.3).text(`Condición frente al IVA: ${seller.ivaCondition}`, { width: left.width });

  const right = { x: MARGIN + half + 34, width: half - 44 };
  doc.font(BOLD).fontSize(13).text(title, right.x, top + 12, { width: right.width });
  doc.moveDown(0.4).font(REGULAR).fontSize(8.5);
  const facts = [
    `Punto de venta y número: ${voucherNumberText(input.pointOfSale, input.number)}`,
    `Fecha de emisión: ${voucherDateText(input.date)}`,
    `CUIT: ${seller.cuit}`,
    `Ingresos Brutos: ${seller.iibb}`,
    `Inicio de actividades: ${seller.activitiesSince}`,
  ];
  for (const fact of facts) doc.text(fact, { width: right.width }).moveDown(0.15);
  doc.y = top + HEADER_HEIGHT;
}

function buyer(doc: Doc, input: InvoiceDocument): void {
  const top = doc.y + 8;
  const entries = [
    `Cliente: ${input.buyer.name}`,
    `Documento: ${buyerDocumentText(input.buyer.document)}`,
    'Condición frente al IVA: Consumidor Final',
    ...(input.buyer.address ? [`Domicilio: ${input.buyer.address}`] : []),
    ...(input.associatedInvoice
      ? [`Comprobante asociado: ${VOUCHER_TITLES.facturaB.title} ${voucherNumberText(input.associatedInvoice.pointOfSale, input.associatedInvoice.number)}`]
      : []),
  ];
  doc.font(REGULAR).fontSize(9).fillColor(INK);
  doc.y = top + 6;
  for (const entry of entries) doc.text(entry, MARGIN + 10, doc.y, { width: WIDTH - 20 }).moveDown(0.2);
  const bottom = doc.y + 4;
  doc.rect(MARGIN, top, WIDTH, bottom - top).lineWidth(1).strokeColor(INK).stroke();
  doc.y = bottom + 12;
}

function lines(doc: Doc, input: InvoiceDocument): void {
  row(doc, ['Producto', 'Cantidad', 'Precio unitario', 'Importe'], BOLD);
  for (const line of input.lines) {
    row(doc, [line.name, String(line.quantity), formatARS(line.unitPrice), formatARS(roundMoney(line.unitPrice * line.quantity))], REGULAR);
  }
  doc.moveDown(0.6);
  if (input.discount && input.discount.amount > 0) amount(doc, `Descuento (cupón ${input.discount.couponCode})`, formatARS(-input.discount.amount));
  if (input.shippingCost > 0) amount(doc, 'Envío', formatARS(input.shippingCost));
  doc.moveDown(0.2);
  amount(doc, 'Total', formatARS(input.figures.impTotal), 12, BOLD);
}

function transparency(doc: Doc, input: InvoiceDocument): void {
  const { ivaContenido, otrosImpuestosNacionalesIndirectos } = input.figures.transparency;
  doc.moveDown(0.8);
  const top = doc.y;
  doc.font(BOLD).fontSize(9).fillColor(INK).text(TRANSPARENCY_LEGEND, MARGIN + 10, top + 6, { width: WIDTH - 20 });
  doc.moveDown(0.3);
  amount(doc, IVA_CONTENIDO_LABEL, formatARS(ivaContenido), 9, REGULAR, 10);
  amount(doc, OTROS_IMPUESTOS_LABEL, formatARS(otrosImpuestosNacionalesIndirectos), 9, REGULAR, 10);
  doc.rect(MARGIN, top, WIDTH, doc.y - top + 2).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y += 14;
}

async function authorisation(doc: Doc, input: InvoiceDocument): Promise<void> {
  if (doc.y + QR_SIZE > BOTTOM) doc.addPage();
  const top = doc.y;
  const url = arcaQrUrl(
    arcaQrPayload({
      date: input.date,
      cuit: input.seller.cuit,
      pointOfSale: input.pointOfSale,
      type: VOUCHER_TYPES[input.kind],
      number: input.number,
      total: input.figures.impTotal,
      buyer: input.buyer.document,
      cae: input.cae,
    }),
  );
  // A PNG of fixed options: the same URL always gives the same bytes.
  const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 4 * QR_SIZE });
  doc.image(png, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  const x = MARGIN + QR_SIZE + 16;
  const width = WIDTH - QR_SIZE - 16;
  doc.font(BOLD).fontSize(10).fillColor(INK).text(`CAE: ${input.cae}`, x, top + 14, { width, align: 'right' });
  doc.moveDown(0.3).text(`Fecha de vencimiento del CAE: ${voucherDateText(input.caeDueDate)}`, { width, align: 'right' });
  doc.moveDown(0.6).font(REGULAR).fontSize(8).fillColor(MUTED).text('Comprobante autorizado por ARCA. Escanea el código QR para verificarlo.', { width, align: 'right' });
  doc.y = top + QR_SIZE;
}

/**
 * An electronic Factura B or Nota de crédito B as a PDF, byte for byte the same for the same input:
 * PDFKit stamps its file with a creation date (and derives the file's ID from it), which is the voucher's
 * own day, midnight in Buenos Aires, never the moment it is drawn.
 */
export async function invoicePdf(input: InvoiceDocument): Promise<Buffer> {
  // The lines, the coupon and shipping the document prints must add up to the total ARCA authorised.
  const printed = input.lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0) - Math.round((input.discount?.amount ?? 0) * 100) + Math.round(input.shippingCost * 100);
  if (printed !== Math.round(input.figures.impTotal * 100)) throw new RangeError('Las líneas del comprobante no suman su total.');
  const { title } = VOUCHER_TITLES[input.kind];
  const number = voucherNumberText(input.pointOfSale, input.number);
  const day = new Date(`${input.date}T00:00:00-03:00`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'es-AR',
    displayTitle: true,
    info: { Title: `${title} ${number}`, Author: input.seller.legalName, Creator: input.seller.legalName, CreationDate: day, ModDate: day },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, input);
  buyer(doc, input);
  lines(doc, input);
  transparency(doc, input);
  await authorisation(doc, input);
  doc.end();
  return done;
}
