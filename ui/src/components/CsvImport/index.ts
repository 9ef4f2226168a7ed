export { CsvImport, type CsvImportProps, type CsvImportStatus, type CsvPanel } from './CsvImport';
