export { CsvImport, type CsvImportProps, type CsvImportStatus } from './CsvImport';
