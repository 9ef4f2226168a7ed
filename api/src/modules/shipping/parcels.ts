import type { ZippinItem } from '../../providers/zippin/zippin';

type Parcel = Pick<ZippinItem, 'weight' | 'length' | 'width' | 'height'>;

// The catalogue keeps no weights or sizes, so each category has its packed parcel: grams and
// centimetres of a typical product of it in its box.
const PARCELS: Record<number, Parcel> = {
  1: { weight: 450, length: 20, width: 12, height: 8 }, // Celulares
  2: { weight: 350, length: 15, width: 12, height: 10 }, // Smartwatches
  3: { weight: 1800, length: 30, width: 20, height: 20 }, // Parlantes
  4: { weight: 500, length: 22, width: 18, height: 10 }, // Auriculares
  5: { weight: 4500, length: 45, width: 35, height: 35 }, // Cocina
  6: { weight: 3500, length: 50, width: 35, height: 30 }, // Hogar
};

const ANY_OTHER: Parcel = { weight: 1000, length: 30, width: 25, height: 15 };

export const parcelOf = (categoryId: number): Parcel => PARCELS[categoryId] ?? ANY_OTHER;
