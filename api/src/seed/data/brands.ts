export type BrandSeed = { id: number; name: string; status: 'activa' | 'inactiva'; categoryIds: readonly number[] };

// categoryIds fill brand_categories: the brands the Marcas filter lists once categories are chosen.
// Noblex is not 'activa': the shop must hide it even where it sells.
export const BRANDS: readonly BrandSeed[] = [
  { id: 1, name: 'Samsung', status: 'activa', categoryIds: [1, 2, 4, 6] },
  { id: 2, name: 'Motorola', status: 'activa', categoryIds: [1, 2, 4] },
  { id: 3, name: 'Xiaomi', status: 'activa', categoryIds: [1, 2, 3, 4, 6] },
  { id: 4, name: 'JBL', status: 'activa', categoryIds: [3, 4] },
  { id: 5, name: 'Philips', status: 'activa', categoryIds: [3, 4, 5, 6] },
  { id: 6, name: 'Atma', status: 'activa', categoryIds: [5, 6] },
  { id: 7, name: 'Sony', status: 'activa', categoryIds: [3, 4, 7] },
  { id: 8, name: 'Amazfit', status: 'activa', categoryIds: [2] },
  { id: 9, name: 'Oster', status: 'activa', categoryIds: [5] },
  { id: 10, name: 'Liliana', status: 'activa', categoryIds: [5, 6] },
  { id: 11, name: 'Noblex', status: 'inactiva', categoryIds: [3, 6] },
];

export function brandByName(name: string): BrandSeed {
  const brand = BRANDS.find((b) => b.name === name);
  if (!brand) throw new Error(`Unknown brand: ${name}`);
  return brand;
}
