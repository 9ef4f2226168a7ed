/**
 * How the mobile filter modal groups the categories (spec §2 Explore), by the category ids the
 * spec fixes (1 Celulares … 6 Hogar). A category outside these lands under 'Otras categorías'.
 */
export const CATEGORY_GROUPS: readonly { title: string; categoryIds: readonly number[] }[] = [
  { title: 'Tecnología y dispositivos', categoryIds: [1, 2] },
  { title: 'Audio y sonido', categoryIds: [3, 4] },
  { title: 'Electrodomésticos', categoryIds: [5, 6] },
];

export const OTHER_CATEGORIES_TITLE = 'Otras categorías';
