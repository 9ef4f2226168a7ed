import { useId } from 'react';
import { RotateCcw, UserX } from 'lucide-react';
import { CONSUMER_AUTHORITIES, type Company } from '@tienda/domain';
import { Box } from '../Box';
import { ButtonLink } from '../Button';
import { Column, Columns } from '../Columns';
import { Container } from '../Container';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { bareList, visuallyHidden } from '../../theme/utils.css';
import { shopPaths } from '../../paths';
import {
  consumerDefence,
  fact,
  factFigure,
  facts,
  footer,
  legalBand,
  linkRow,
  title,
} from './Footer.css';

/** The national consumer-defence complaint form, linked from every footer as Argentine law asks. */
export const CONSUMER_DEFENCE_URL = 'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario';

export type FooterProps = {
  shopName: string;
  /**
   * Who sells (the server's settings): razón social, CUIT, address and hours in the legal band; its
   * phone ('0800-345-6789', the link dials its digits) and e-mail in the contact column.
   */
  seller: Company;
  /** The WhatsApp number as people read it ('+54 9 11 5555-0199'); the link opens a chat with its digits. */
  whatsapp: string;
  /** How many stores the shop has, counted from its list of stores. */
  storeCount: number;
};

const digits = (text: string) => text.replace(/\D/g, '');
/** A dialable number: digits and a leading '+', nothing else. */
const dialable = (text: string) => text.replace(/[^\d+]/g, '');

/**
 * The foot of every page: who the company is, how to reach it, the legal pages, who sells (razón
 * social, CUIT, address, hours), the consumer authorities, and the 'Botón de arrepentimiento'
 * (withdrawal) and 'Botón de baja', in sight on every page.
 */
export function Footer({ shopName, seller, whatsapp, storeCount }: FooterProps) {
  const id = useId();
  const { phone, email } = seller;
  return (
    <footer className={footer}>
      <Container>
        <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop">
          <Column width="2/5">
            <section aria-labelledby={`${id}-empresa`}>
              <h2 id={`${id}-empresa`} className={title}>
                {shopName}
              </h2>
              <Text size="small">Productos para tu hogar, al contado o en cuotas, con la confianza de siempre.</Text>
              <ul className={facts}>
                <li className={fact}>
                  <span className={factFigure}>Desde {seller.activitiesSince}</span> junto a las familias
                </li>
                <li className={fact}>
                  <span className={factFigure}>{storeCount}</span> sucursales
                </li>
                <li className={fact}>
                  <span className={factFigure}>Más de 400</span> revendedores
                </li>
              </ul>
            </section>
          </Column>

          <Column width="1/5">
            <section aria-labelledby={`${id}-contacto`}>
              <h2 id={`${id}-contacto`} className={title}>
                Contacto
              </h2>
              <Stack as="ul" space="none" className={bareList}>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={`tel:${dialable(phone)}`}>
                    Teléfono: {phone}
                  </Link>
                </Box>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" external href={`https://wa.me/${digits(whatsapp)}`}>
                    WhatsApp: {whatsapp}
                  </Link>
                </Box>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={`mailto:${email}`}>
                    {email}
                  </Link>
                </Box>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={shopPaths.contact}>
                    Formulario de contacto
                  </Link>
                </Box>
              </Stack>
            </section>
          </Column>

          <Column width="1/5">
            <nav aria-labelledby={`${id}-legales`}>
              <h2 id={`${id}-legales`} className={title}>
                Legales
              </h2>
              <Stack as="ul" space="none" className={bareList}>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={shopPaths.termsAndConditions}>
                    Términos y condiciones
                  </Link>
                </Box>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={shopPaths.policyAndPrivacy}>
                    Política de privacidad
                  </Link>
                </Box>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={shopPaths.legal}>
                    Datos legales
                  </Link>
                </Box>
              </Stack>
            </nav>
          </Column>

          <Column width="1/5">
            <nav aria-labelledby={`${id}-compania`}>
              <h2 id={`${id}-compania`} className={title}>
                Empresa
              </h2>
              <Stack as="ul" space="none" className={bareList}>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={shopPaths.whoAreThey}>
                    Quiénes somos
                  </Link>
                </Box>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={shopPaths.technicalService}>
                    Servicio técnico
                  </Link>
                </Box>
                <Box as="li" display="flex" alignItems="center" className={linkRow}>
                  <Link tone="neutral" href={shopPaths.tracking}>
                    Seguimiento de compra
                  </Link>
                </Box>
              </Stack>
            </nav>
          </Column>
        </Columns>

        <Stack
          space="medium"
          direction={{ mobile: 'column', desktop: 'row' }}
          alignItems={{ mobile: 'flex-start', desktop: 'center' }}
          justifyContent={{ desktop: 'space-between' }}
          marginTop="large"
          paddingTop="large"
          className={legalBand}
        >
          <Stack space="xsmall">
            <section aria-labelledby={`${id}-vendedor`}>
              <h2 id={`${id}-vendedor`} className={visuallyHidden}>
                Quién vende
              </h2>
              <Text size="small">
                {seller.legalName} · CUIT {seller.cuit} · {seller.address}
              </Text>
              <Text size="small" tone="muted">
                Atención al cliente: {seller.serviceHours}
              </Text>
            </section>
            <p className={consumerDefence}>
              Defensa de las y los Consumidores. Para reclamos:{' '}
              <Link external href={CONSUMER_DEFENCE_URL}>
                Ingrese aquí
              </Link>
            </p>
            <Stack as="ul" space="xxsmall" className={bareList} aria-label="Autoridades de defensa del consumidor">
              {CONSUMER_AUTHORITIES.map((authority) => (
                <li key={authority.url}>
                  <Text size="small" as="span">
                    <Link external href={authority.url}>
                      {authority.name}
                    </Link>{' '}
                    ({authority.jurisdiction}): {authority.phone}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack space="small" direction={{ mobile: 'column', desktop: 'row' }} alignItems="flex-start" flexShrink={0}>
            <ButtonLink href={shopPaths.repentance} variant="secondary" icon={<RotateCcw size={18} aria-hidden="true" />}>
              Botón de arrepentimiento
            </ButtonLink>
            <ButtonLink href={shopPaths.baja} variant="secondary" icon={<UserX size={18} aria-hidden="true" />}>
              Botón de baja
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </footer>
  );
}
