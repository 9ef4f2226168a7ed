import { useId, useState, type ReactNode } from 'react';
import { CircleCheck, Download, FileSpreadsheet, Upload } from 'lucide-react';
import type { CsvLineError } from '@tienda/domain';
import { Box } from '../Box';
import { Button } from '../Button';
import { Card } from '../Card';
import { FieldError, FormFailure } from '../Field';
// The file picker looks like ImageUploader's: one look for choosing a file in the back office.
import { FilePicker } from '../FilePicker';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './CsvImport.css';

/** 'importing' while the app sends the file; 'imported' or 'refused' with the server's answer. */
export type CsvImportStatus = 'idle' | 'importing' | 'imported' | 'refused';

/** What the panel shows of the app's work: the import's outcome and the export on its way. */
export type CsvPanel = {
  status: CsvImportStatus;
  /** The server's answer: what it changed, or why it refused the whole file. */
  result?: { message: string } | null;
  /** Each refused line, by its number in the file (the header is line 1). */
  errors?: readonly CsvLineError[];
  /** Busy while the export is prepared. */
  exporting?: boolean;
};

export type CsvImportProps = {
  /** The panel's title, e.g. 'Precios y stock por CSV'. */
  title: string;
  headingLevel?: '2' | '3';
  /** The columns the file must have, in words (and an example line). */
  help: ReactNode;
  /** The chosen file's text, read by the browser: the app sends it. */
  onImport: (csv: string) => void;
  /** Downloads the current data as a CSV to edit and import back. */
  onExport?: () => void;
} & CsvPanel;

/**
 * A CSV file to import whole or not at all: pick it, 'Importar', and the outcome — how many lines
 * changed, or the refusal with every wrong line by its number. 'Descargar CSV' gives the file to edit.
 */
export function CsvImport({ title, headingLevel = '2', help, onImport, onExport, exporting = false, status, result, errors = [] }: CsvImportProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  const importFile = async () => {
    if (!file) {
      setMissing('Elige un archivo CSV.');
      return;
    }
    onImport(await file.text());
  };

  return (
    <Card title={title} headingLevel={headingLevel} titleSize={headingLevel === '2' ? '3' : '4'}>
      <Text size="small" tone="muted" as="div">
        {help}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void importFile();
        }}
      >
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
          <FilePicker
            label="Elegir archivo CSV"
            icon={<FileSpreadsheet size={18} aria-hidden="true" />}
            accept=".csv,text/csv"
            disabled={status === 'importing'}
            describedBy={missing ? errorId : undefined}
            invalid={Boolean(missing)}
            onFiles={([chosen]) => {
              setFile(chosen ?? null);
              setMissing(null);
            }}
          />
          <Box flexGrow={1}>
            <Text size="small" tone={file ? 'neutral' : 'muted'}>
              {file ? file.name : 'Ningún archivo elegido.'}
            </Text>
          </Box>
          <Button type="submit" icon={<Upload size={18} aria-hidden="true" />} loading={status === 'importing'} loadingLabel="Importando...">
            Importar
          </Button>
          {onExport && (
            <Button variant="secondary" icon={<Download size={18} aria-hidden="true" />} onClick={onExport} loading={exporting} loadingLabel="Preparando CSV...">
              Descargar CSV
            </Button>
          )}
        </Box>
        <div aria-live="polite">{missing && <FieldError id={errorId}>{missing}</FieldError>}</div>
      </form>
      {/* The outcome is announced as it arrives; a refusal as an alert. */}
      <div aria-live="polite">
        {status === 'imported' && result && (
          <Box display="flex" alignItems="center" gap="xsmall" padding="small" borderRadius="small" background="successTint">
            <CircleCheck size={20} aria-hidden="true" />
            <Text weight="medium">{result.message}</Text>
          </Box>
        )}
      </div>
      {status === 'refused' && result && (
        <Stack space="small">
          <FormFailure>{result.message}</FormFailure>
          {errors.length > 0 && (
            <ul className={styles.lineErrors} aria-label={`Errores del archivo (${errors.length})`}>
              {errors.map((error) => (
                <li key={`${error.line}-${error.message}`}>
                  <span className={styles.lineNumber}>Línea {error.line}:</span> {error.message}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}
    </Card>
  );
}
