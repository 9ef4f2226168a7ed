export type CategorySeed = { id: number; name: string; status: 'activa' | 'inactiva' };

// Ids 1..6 are fixed by the home page tiles (spec §2). 'Gaming' is not 'activa': the shop must hide it.
export const CATEGORIES: readonly CategorySeed[] = [
  { id: 1, name: 'Celulares', status: 'activa' },
  { id: 2, name: 'Smartwatches', status: 'activa' },
  { id: 3, name: 'Parlantes', status: 'activa' },
  { id: 4, name: 'Auriculares', status: 'activa' },
  { id: 5, name: 'Cocina', status: 'activa' },
  { id: 6, name: 'Hogar', status: 'activa' },
  { id: 7, name: 'Gaming', status: 'inactiva' },
];
