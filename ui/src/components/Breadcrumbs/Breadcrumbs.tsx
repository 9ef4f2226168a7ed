import { ChevronRight } from 'lucide-react';
import { Box } from '../Box';
import { Link } from '../Link';
import { crumbLink, current, item, list, separator } from './Breadcrumbs.css';

export type Breadcrumb = {
  label: string;
  /** Where the crumb leads; the one without it is the current page (aria-current). */
  href?: string;
};

export type BreadcrumbsProps = { items: readonly Breadcrumb[] };

/** Where the page sits in the shop, e.g. Celulares › Samsung, each step a link (WAI-ARIA breadcrumb). */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <nav aria-label="Ruta de navegación">
      <Box as="ol" display="flex" flexWrap="wrap" alignItems="center" gap="xxsmall" margin="none" padding="none" className={list}>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={item}>
            {index > 0 && <ChevronRight size={16} aria-hidden="true" className={separator} />}
            {crumb.href ? (
              <Link href={crumb.href} className={crumbLink}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={current}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </Box>
    </nav>
  );
}
