export * from './DataTable';
export * from './formats';
