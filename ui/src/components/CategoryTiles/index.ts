export { CategoryTiles, homeCategories, type CategoryTilesProps } from './CategoryTiles';
