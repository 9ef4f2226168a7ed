import { Download } from 'lucide-react';
import type { InvoiceKind } from '@tienda/domain';
import { Box } from '../Box';
import { link } from '../Link/Link.css';

/** What the link says, by the voucher's type. */
const LABELS: Record<InvoiceKind, string> = {
  facturaB: 'Descargar factura (PDF)',
  notaDeCreditoB: 'Descargar nota de crédito (PDF)',
};

export type VoucherPdfLinkProps = {
  kind: InvoiceKind;
  /** The server's signed address of the PDF. */
  href: string;
};

/**
 * A voucher's PDF: a plain anchor, not the router's link (a file is no page of the app), which the
 * browser saves rather than opens in place.
 */
export function VoucherPdfLink({ kind, href }: VoucherPdfLinkProps) {
  return (
    <a className={link({})} href={href} download type="application/pdf">
      <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall">
        <Download size={18} aria-hidden="true" />
        {LABELS[kind]}
      </Box>
    </a>
  );
}
