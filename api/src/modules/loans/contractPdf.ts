import PDFDocument from 'pdfkit';
import { loanContractTerms, type LoanContractInput, type LoanContractRow, type LoanContractTerms } from '@tienda/domain';

// A4 in points, with margins a printed contract keeps; Helvetica is one of PDF's standard fonts, so
// nothing is embedded and its WinAnsi encoding prints every Spanish letter and sign the text uses
// (á é í ó ú ü ñ ¿ ¡ ° · and the no-break space formatARS puts after "$").
const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 20; // room for the footer
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#cccccc';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

// The schedule's columns: number, due date, then six amounts.
const SCHEDULE_WIDTHS = [22, 62, ...Array<number>(6).fill((WIDTH - 84) / 6)];

type Doc = PDFKit.PDFDocument;

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function heading(doc: Doc, text: string, size = 12): void {
  // A heading keeps a few lines of what follows on its page.
  ensureRoom(doc, size * 2 + 48);
  doc.moveDown(0.8).font(BOLD).fontSize(size).fillColor(INK).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

/** A two-column table of label and value; prominent rows are printed larger, the instalment and the CFTEA alike. */
function rows(doc: Doc, entries: readonly LoanContractRow[], labelWidth: number): void {
  const valueX = MARGIN + labelWidth + 10;
  const valueWidth = WIDTH - labelWidth - 10;
  for (const { label, value, prominent } of entries) {
    const size = prominent ? 12 : 9;
    doc.fontSize(size);
    const height = Math.max(doc.font(BOLD).heightOfString(label, { width: labelWidth }), doc.font(prominent ? BOLD : REGULAR).heightOfString(value, { width: valueWidth })) + 6;
    ensureRoom(doc, height);
    const top = doc.y;
    doc.font(BOLD).fillColor(prominent ? INK : MUTED).text(label, MARGIN, top + 3, { width: labelWidth });
    doc.font(prominent ? BOLD : REGULAR).fillColor(INK).text(value, valueX, top + 3, { width: valueWidth });
    doc.y = top + height;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
}

function scheduleRow(doc: Doc, cells: readonly string[], font: string): void {
  const height = 13;
  ensureRoom(doc, height);
  const top = doc.y;
  let x = MARGIN;
  doc.font(font).fontSize(7.5).fillColor(INK);
  cells.forEach((cell, index) => {
    const width = SCHEDULE_WIDTHS[index]!;
    doc.text(cell, x, top + 3, { width: width - 2, align: index < 2 ? 'left' : 'right', lineBreak: false });
    x += width;
  });
  doc.y = top + height;
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
}

function write(doc: Doc, terms: LoanContractTerms): void {
  doc.font(BOLD).fontSize(16).fillColor(INK).text(terms.title, MARGIN, MARGIN, { width: WIDTH });
  doc.moveDown(0.2).font(REGULAR).fontSize(9).fillColor(MUTED).text(terms.subtitle, { width: WIDTH });
  doc.moveDown(0.6);
  rows(doc, terms.parties, 150);

  heading(doc, terms.summaryTitle);
  rows(doc, terms.summary, 250);

  heading(doc, terms.scheduleTitle);
  scheduleRow(doc, terms.scheduleColumns, BOLD);
  for (const cells of terms.scheduleRows) scheduleRow(doc, cells, REGULAR);

  for (const clause of terms.clauses) {
    heading(doc, clause.title, 10);
    for (const paragraph of clause.paragraphs) {
      doc.font(REGULAR).fontSize(9).fillColor(INK);
      ensureRoom(doc, doc.heightOfString(paragraph, { width: WIDTH }) + 4);
      doc.text(paragraph, MARGIN, doc.y, { width: WIDTH, align: 'justify' });
      doc.moveDown(0.4);
    }
  }
}

/** The footer of every page, once all of them exist: who lends, the version, and "Página n de N". */
function footers(doc: Doc, terms: LoanContractTerms): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin must not open a new page.
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(7).fillColor(MUTED);
    doc.text(terms.footer, MARGIN, PAGE.height - MARGIN, { width: WIDTH - 70, lineBreak: false });
    doc.text(`Página ${index + 1} de ${count}`, MARGIN + WIDTH - 70, PAGE.height - MARGIN, { width: 70, align: 'right', lineBreak: false });
  }
}

/**
 * The contract of a loan as a PDF: the same words as loanContractTerms, byte for byte the same for the
 * same input. PDFKit stamps its file with a creation date (and derives the file's ID from it): it is
 * the contract's own day, midnight in Buenos Aires, never the moment it is drawn. So the PDF the
 * shopper downloads before accepting and the one kept with the order have the same SHA-256.
 */
export function loanContractPdf(input: LoanContractInput): Promise<Buffer> {
  const terms = loanContractTerms(input);
  const day = new Date(`${input.date}T00:00:00-03:00`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'es-AR',
    displayTitle: true,
    info: { Title: terms.title, Author: input.lender.legalName, Subject: terms.subtitle, Creator: input.lender.legalName, CreationDate: day, ModDate: day },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(doc, terms);
  footers(doc, terms);
  doc.end();
  return done;
}
