import { useId } from 'react';
import { Apple, Play, Smartphone } from 'lucide-react';
import { Box } from '../Box';
import { ButtonLink } from '../Button';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { banner, mark, stores } from './AppDownloadBanner.css';

export type AppDownloadBannerProps = {
  googlePlayHref: string;
  appStoreHref: string;
};

/** The home's invitation to the company's app (spec §1), with one button per store. */
export function AppDownloadBanner({ googlePlayHref, appStoreHref }: AppDownloadBannerProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={banner}>
      <span className={mark} aria-hidden="true">
        <Smartphone size={30} />
      </span>
      <Stack space="xxsmall">
        <Heading level="2" size="3" id={titleId}>
          ¿Ya descargaste nuestra app?
        </Heading>
        <Text>Recibe préstamos, compra productos, obtén descuentos y más beneficios</Text>
      </Stack>
      <Box display="flex" flexWrap="wrap" gap="small" className={stores}>
        <ButtonLink external href={googlePlayHref} icon={<Play size={18} aria-hidden="true" />}>
          Google Play
        </ButtonLink>
        <ButtonLink external href={appStoreHref} icon={<Apple size={18} aria-hidden="true" />}>
          App Store
        </ButtonLink>
      </Box>
    </section>
  );
}
