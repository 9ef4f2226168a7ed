import { dayMonthYearOf, formatARS, formatRate, type Company, type LoanQuote } from '@tienda/domain';
import { Download } from 'lucide-react';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { LoanSchedule } from '../LoanSchedule';
import { Stack } from '../Stack';
import { Text } from '../Text';

/** Who lends (the company that sells): the contract names them with their CUIT and address. */
export type Lender = Pick<Company, 'legalName' | 'cuit' | 'address'>;

export type LoanContractSummaryProps = {
  lender: Lender;
  quote: LoanQuote;
  /** The full terms as a PDF: the same text the borrower accepts. */
  termsHref?: string;
  /** The title's level in the page outline. */
  headingLevel?: '2' | '3';
};

const periodicity = { monthly: 'Mensual' } as const;

/** Label–figure rows of the summary. */
function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Stack as="dl" space="xxsmall" margin="none">
      {rows.map(([label, value]) => (
        <Box key={label} display="flex" justifyContent="space-between" alignItems="baseline" gap="medium">
          <Text as="dt" size="small" tone="muted">
            {label}
          </Text>
          <Text as="dd" size="small" weight="medium" align="right" tabular>
            {value}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The contract summary ("cuadro resumen") BCRA and Ley 24.240 ask for before a loan is accepted: who
 * lends, how much, how many instalments and how often, the first one and when it falls due, the French
 * system, TNA, TEA and the CFTEA with IVA — as prominent as the instalment —, the total to repay, the
 * schedule, and the right to revoke. The same figures the contract PDF and the order keep.
 */
export function LoanContractSummary({ lender, quote, termsHref, headingLevel = '3' }: LoanContractSummaryProps) {
  const first = quote.schedule[0];
  const last = quote.schedule.at(-1);
  const falling = first !== undefined && last !== undefined && last.total < first.total;
  return (
    <Stack as="section" aria-label="Cuadro resumen del préstamo" space="medium">
      <Heading level={headingLevel} size="4">
        Cuadro resumen
      </Heading>
      <Box display="flex" flexWrap="wrap" gap="medium" padding="medium" background="subtle" borderRadius="medium">
        <Text size="large" weight="bold" tabular>
          {quote.installments} cuotas {falling ? 'desde' : 'de'} {formatARS(quote.highestInstallment)}
        </Text>
        <Text size="large" weight="bold" tabular>
          CFTEA {formatRate(quote.cftea)}
        </Text>
      </Box>
      <Rows
        rows={[
          ['Prestamista', lender.legalName],
          ['CUIT', lender.cuit],
          ['Domicilio', lender.address],
          ['Monto del préstamo', formatARS(quote.capital)],
          ['Cantidad de cuotas', String(quote.installments)],
          ['Periodicidad', periodicity[quote.periodicity]],
          [falling ? 'Primera cuota (con IVA)' : 'Cuota', formatARS(quote.highestInstallment)],
          ...(first ? [['Primer vencimiento', dayMonthYearOf(first.dueDate)] as const] : []),
          ['Sistema de amortización', 'Francés (cuota de capital e interés fija)'],
          ['TNA', formatRate(quote.tna)],
          ['TEA', formatRate(quote.tea)],
          ['CFTEA con IVA', formatRate(quote.cftea)],
          ['CFTEA sin IVA', formatRate(quote.cfteaWithoutIva)],
          ['Intereses', formatARS(quote.totalInterest)],
          ...(quote.totalIva > 0 ? [['IVA sobre intereses', formatARS(quote.totalIva)] as const] : []),
          ...(quote.totalCharges > 0 ? [['Cargos y seguro', formatARS(quote.totalCharges)] as const] : []),
          ...(quote.grantingFee > 0 ? [['Comisión de otorgamiento', formatARS(quote.grantingFee)] as const] : []),
          ['Total a pagar', formatARS(quote.totalToRepay)],
        ]}
      />
      {falling && (
        <Text size="small" tone="muted">
          La cuota de capital e interés es fija; el IVA se calcula sobre el interés de cada mes, por eso las cuotas bajan hasta{' '}
          {formatARS(last.total)}.
        </Text>
      )}
      <Text size="small">
        <strong>Derecho de revocación:</strong> puedes revocar la aceptación dentro de los 10 días hábiles desde que confirmas el
        préstamo, sin costo ni responsabilidad, desde «Mis compras». Después puedes pedir la baja (cancelación anticipada).
      </Text>
      <details>
        <summary>
          <Text as="span" weight="medium">
            Ver cronograma de cuotas
          </Text>
        </summary>
        <Box paddingTop="small">
          <LoanSchedule schedule={quote.schedule} />
        </Box>
      </details>
      {termsHref && (
        <Link href={termsHref} download>
          <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall">
            <Download size={18} aria-hidden="true" />
            Descargar condiciones del préstamo (PDF)
          </Box>
        </Link>
      )}
    </Stack>
  );
}
