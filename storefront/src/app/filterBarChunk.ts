// The desktop filter bar as a chunk of its own: phones never show it, so never load it.
export { FilterBar as default } from '@tienda/ui';
