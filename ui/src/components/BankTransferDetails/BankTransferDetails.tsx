import { Copy, MessageCircle } from 'lucide-react';
import { ButtonLink } from '../Button';
import { Card } from '../Card';
import { Stack } from '../Stack';
import * as styles from './BankTransferDetails.css';

export type BankTransferDetailsProps = {
  /** The bank that holds the shop's account, e.g. 'Banco Nación'. */
  bank: string;
  /** The account holder's legal name ('Razón social'). */
  holder: string;
  /** The holder's CUIT, when shown. */
  cuit?: string;
  /** The account number (22 digits) that the shopper transfers to. */
  cbu: string;
  alias?: string;
  /** A wa.me link to send the receipt; no link, no button. */
  whatsappUrl?: string;
  /** The CBU was asked for: the storefront copies it and says so with a toast. */
  onCopyCbu: (cbu: string) => void;
  /** The block's title; 'Datos para la transferencia' unless the page words it otherwise. */
  title?: string;
  /** The title's outline level where the block sits (h2 in a page, h3 under a section). */
  headingLevel?: '2' | '3' | '4';
};

/**
 * The shop's bank data for a transfer (spec §2 Summary, Payment method): bank, legal name,
 * the CBU as a button that copies it, and the way to send the receipt by WhatsApp.
 */
export function BankTransferDetails({
  bank,
  holder,
  cuit,
  cbu,
  alias,
  whatsappUrl,
  onCopyCbu,
  title = 'Datos para la transferencia',
  headingLevel = '3',
}: BankTransferDetailsProps) {
  return (
    <Card title={title} headingLevel={headingLevel} titleSize="4" background="subtle" alignItems="flex-start">
      <Stack as="dl" space="small" width="full" margin="none">
        <div className={styles.row}>
          <dt className={styles.term}>Banco</dt>
          <dd className={styles.value}>{bank}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Razón social</dt>
          <dd className={styles.value}>{holder}</dd>
        </div>
        {cuit && (
          <div className={styles.row}>
            <dt className={styles.term}>CUIT</dt>
            <dd className={styles.value}>{cuit}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt className={styles.term}>CBU</dt>
          <dd className={styles.value}>
            {/* Named by what shows (WCAG 2.5.3): the digits, then what a press does. */}
            <button type="button" className={styles.copy} onClick={() => onCopyCbu(cbu)}>
              <span className={styles.cbu}>{cbu}</span>{' '}
              <span className={styles.copyHint}>
                <Copy size={16} aria-hidden="true" />
                Copiar CBU
              </span>
            </button>
          </dd>
        </div>
        {alias && (
          <div className={styles.row}>
            <dt className={styles.term}>Alias</dt>
            <dd className={styles.value}>{alias}</dd>
          </div>
        )}
      </Stack>
      {whatsappUrl && (
        <ButtonLink href={whatsappUrl} external variant="secondary" icon={<MessageCircle size={20} aria-hidden="true" />}>
          Enviar comprobante por WhatsApp
        </ButtonLink>
      )}
    </Card>
  );
}
