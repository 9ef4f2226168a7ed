import { CookingPot, Headphones, Smartphone, Sofa, Speaker, Watch, type LucideIcon } from 'lucide-react';
import { useLinkComponent } from '../Link';
import { grid, icon, tile } from './CategoryTiles.css';

/** The home's six categories, by the ids the spec fixes (§2 Home). */
export const homeCategories: readonly { id: number; name: string; Icon: LucideIcon }[] = [
  { id: 1, name: 'Celulares', Icon: Smartphone },
  { id: 2, name: 'Smartwatches', Icon: Watch },
  { id: 3, name: 'Parlantes', Icon: Speaker },
  { id: 4, name: 'Auriculares', Icon: Headphones },
  { id: 5, name: 'Cocina', Icon: CookingPot },
  { id: 6, name: 'Hogar', Icon: Sofa },
];

export type CategoryTilesProps = {
  /** Explore filtered by the category (spec §4: the tile preselects it). */
  categoryHref: (id: number) => string;
};

/** One tile per home category: an icon and its name, linking to explore with that category. */
export function CategoryTiles({ categoryHref }: CategoryTilesProps) {
  const LinkComponent = useLinkComponent();
  return (
    <ul className={grid}>
      {homeCategories.map(({ id, name, Icon }) => (
        <li key={id}>
          <LinkComponent href={categoryHref(id)} className={tile}>
            <span className={icon} aria-hidden="true">
              <Icon size={28} strokeWidth={1.75} />
            </span>
            {name}
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
}
