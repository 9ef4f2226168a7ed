import { companyLine, type Company } from '@tienda/domain';
import { Box } from '../Box';
import { Container } from '../Container';
import { Link } from '../Link';
import { Text } from '../Text';
import { shopPaths } from '../../paths';
import { legalBand } from './Footer.css';

/**
 * Who sells, in one line: the foot of the pages that go without the footer (signing in on a desktop),
 * so that no page of the shop leaves the seller unnamed.
 */
export function SellerLine({ seller }: { seller: Company }) {
  return (
    <Box as="footer" paddingY="medium" className={legalBand}>
      <Container>
        <Text size="small" tone="muted">
          {companyLine(seller)} · {seller.address} · <Link href={shopPaths.legal}>Datos legales</Link>
        </Text>
      </Container>
    </Box>
  );
}
