import { CircleX, RotateCcw } from 'lucide-react';
import { Container } from '../Container';
import { useLinkComponent } from '../Link';
import { shopPaths } from '../../paths';
import { band, link, list } from './ConsumerRightsLinks.css';

/**
 * The 'Botón de arrepentimiento' and the 'Botón de baja' that the consumer rules (Res. SCI 424/2020,
 * Disp. SSDCyLC 954/2025) ask to be seen from the first screen of the shop, without signing in: a
 * slim band at the top of every page, the first stops of the keyboard after 'Saltar al contenido'.
 */
export function ConsumerRightsLinks() {
  const LinkComponent = useLinkComponent();
  return (
    <nav aria-label="Derechos del consumidor" className={band}>
      <Container as="ul" className={list}>
        <li>
          <LinkComponent href={shopPaths.repentance} className={link}>
            <RotateCcw size={16} aria-hidden="true" />
            Botón de arrepentimiento
          </LinkComponent>
        </li>
        <li>
          <LinkComponent href={shopPaths.baja} className={link}>
            <CircleX size={16} aria-hidden="true" />
            Botón de baja
          </LinkComponent>
        </li>
      </Container>
    </nav>
  );
}
