// The 'Agregar al préstamo' dialog as a chunk of its own, loaded when first asked for.
export { AddToLoanDialog as default } from '@tienda/ui';
