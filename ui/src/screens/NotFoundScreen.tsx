import { Compass, House, SearchX } from 'lucide-react';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { shopPaths } from '../paths';

/** The page for an address the shop does not have, with the two ways back into it. */
export function NotFoundScreen() {
  return (
    <EmptyState
      headingLevel="1"
      icon={<SearchX size={36} strokeWidth={1.75} />}
      title="No encontramos esta página"
      description="Puede que la dirección esté mal escrita o que la página ya no exista. Te ayudamos a seguir comprando."
      actions={
        <>
          <ButtonLink href={shopPaths.home} icon={<House size={20} aria-hidden="true" />}>
            Volver al inicio
          </ButtonLink>
          <ButtonLink href={shopPaths.explore} variant="secondary" icon={<Compass size={20} aria-hidden="true" />}>
            Explorar productos
          </ButtonLink>
        </>
      }
    />
  );
}
