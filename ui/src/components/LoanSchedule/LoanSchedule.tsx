import { dayMonthYearOf, formatARS, type LoanScheduleRow } from '@tienda/domain';
import { DataTable, type DataTableColumn } from '../DataTable';

export type LoanScheduleProps = {
  schedule: readonly LoanScheduleRow[];
  /** The table's name; 'Cronograma de cuotas' unless told. */
  caption?: string;
};

const money = (value: number) => formatARS(value);

/**
 * Every instalment of a loan, as the contract states it: due date, capital, interest, IVA on the
 * interest, other charges when the plan has them, what is paid and the capital still owed after it.
 */
export function LoanSchedule({ schedule, caption = 'Cronograma de cuotas' }: LoanScheduleProps) {
  const hasCharges = schedule.some((row) => row.charges > 0);
  const hasIva = schedule.some((row) => row.iva > 0);
  const columns: DataTableColumn<LoanScheduleRow>[] = [
    { key: 'number', header: 'Cuota', cell: (row) => row.number, align: 'end' },
    { key: 'dueDate', header: 'Vencimiento', cell: (row) => dayMonthYearOf(row.dueDate) },
    { key: 'capital', header: 'Capital', cell: (row) => money(row.capital), align: 'end' },
    { key: 'interest', header: 'Interés', cell: (row) => money(row.interest), align: 'end' },
    ...(hasIva ? [{ key: 'iva', header: 'IVA', cell: (row: LoanScheduleRow) => money(row.iva), align: 'end' as const }] : []),
    ...(hasCharges ? [{ key: 'charges', header: 'Cargos', cell: (row: LoanScheduleRow) => money(row.charges), align: 'end' as const }] : []),
    { key: 'total', header: 'Total cuota', cell: (row) => money(row.total), align: 'end' },
    { key: 'balance', header: 'Saldo', cell: (row) => money(row.balance), align: 'end' },
  ];
  return <DataTable caption={caption} columns={columns} rows={schedule} rowKey={(row) => row.number} status="ready" emptyMessage="Sin cuotas." />;
}
