import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { digitsOnly, formatARS, type StaffCreditLine } from '@tienda/domain';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { CsvImport, type CsvPanel } from '../components/CsvImport';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import * as styles from './catalogue.css';

export type StaffCreditLinesScreenProps = {
  /** The CUIL digits searched (the address's); '' lists the first lines. */
  cuil: string;
  /** A search by the first digits of a CUIL. */
  onSearch: (cuil: string) => void;
  /** The lines found (up to 50). */
  creditLines: readonly StaffCreditLine[];
  /** How many lines the engine's table holds in all. */
  total: number;
  status: 'loading' | 'error' | 'ready';
  loadError?: string;
  onRetry?: () => void;
  /** The credit lines' CSV, imported whole or not at all. */
  onCsvImport: (csv: string) => void;
  onCsvExport?: () => void;
  csv?: CsvPanel;
};

/** '20-30111222-0': a CUIL as people read it. */
const formatCuil = (cuil: string) => (cuil.length === 11 ? `${cuil.slice(0, 2)}-${cuil.slice(2, 10)}-${cuil.slice(10)}` : cuil);

const columns: DataTableColumn<StaffCreditLine>[] = [
  { key: 'cuil', header: 'CUIL', cell: (line) => <Text as="span" tabular>{formatCuil(line.cuil)}</Text> },
  {
    key: 'resultado',
    header: 'Resultado',
    cell: (line) => <Badge tone={line.resultado === 'APROBADO' ? 'success' : line.resultado === 'RECHAZADO' ? 'critical' : 'neutral'}>{line.resultado}</Badge>,
  },
  { key: 'respuestaMotor', header: 'Respuesta del motor', cell: (line) => <Text as="span" size="small">{line.respuestaMotor}</Text> },
  { key: 'maximoCapital', header: 'Máximo capital', align: 'end', cell: (line) => formatARS(line.maximoCapital) },
  { key: 'maximoCuota', header: 'Máxima cuota', align: 'end', cell: (line) => formatARS(line.maximoCuota) },
];

/** '/admin/lineas-de-credito': the pre-approved credit lines, found by CUIL, and their CSV import. */
export function StaffCreditLinesScreen({ cuil, onSearch, creditLines, total, status, loadError, onRetry, onCsvImport, onCsvExport, csv = { status: 'idle' } }: StaffCreditLinesScreenProps) {
  const [typed, setTyped] = useState(cuil);
  // The address may change the search too (back and forward): the box follows it.
  useEffect(() => setTyped(cuil), [cuil]);
  return (
    <Stack space="xlarge">
      <DataTable
        caption="Líneas de crédito"
        captionHidden
        columns={columns}
        rows={creditLines}
        rowKey={(line) => line.cuil}
        status={status}
        onRetry={onRetry}
        errorMessage={loadError}
        emptyMessage={cuil ? 'Ninguna línea tiene un CUIL que empiece con esos números.' : 'Todavía no hay líneas de crédito: importa el CSV del motor.'}
        toolbar={
          <Stack space="small">
            <form
              role="search"
              aria-label="Buscar líneas de crédito"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSearch(typed);
              }}
            >
              <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="small">
                <div className={styles.search}>
                  <TextField
                    label="CUIL o sus primeros números"
                    type="search"
                    inputMode="numeric"
                    maxLength={11}
                    value={typed}
                    onValueChange={(value) => setTyped(digitsOnly(value).slice(0, 11))}
                  />
                </div>
                <Button type="submit" variant="secondary" icon={<Search size={18} aria-hidden="true" />}>
                  Buscar
                </Button>
              </Box>
            </form>
            {status === 'ready' && (
              <Text size="small" tone="muted" aria-live="polite">
                {`${creditLines.length === 1 ? '1 resultado' : `${creditLines.length} resultados`} · ${total === 1 ? '1 línea cargada' : `${total.toLocaleString('es-AR')} líneas cargadas`}`}
              </Text>
            )}
          </Stack>
        }
      />
      <CsvImport
        title="Importar líneas de crédito"
        help={
          <>
            Columnas (en cualquier orden): <code>cuil</code>, <code>resultado</code>, <code>respuesta_motor</code>, <code>maximo_capital</code> y{' '}
            <code>maximo_cuota</code>; la primera línea es el encabezado. Separado por comas con importes como 2000000.50, o por punto y coma con
            importes como 2.000.000,50 (como lo exporta una planilla). Si una línea tiene un error, no se importa nada.
          </>
        }
        onImport={onCsvImport}
        onExport={onCsvExport}
        {...csv}
      />
    </Stack>
  );
}
