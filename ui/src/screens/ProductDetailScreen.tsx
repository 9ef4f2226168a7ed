import { useId } from 'react';
import { PackageSearch, RotateCw, WifiOff } from 'lucide-react';
import type { Product } from '@tienda/domain';
import { Box } from '../components/Box';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Button, ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Heading } from '../components/Heading';
import { ProductGallery } from '../components/ProductGallery';
import { ProductGrid } from '../components/ProductGrid';
import { ProductPurchase, type ProductPurchaseProps } from '../components/ProductPurchase';
import type { ProductCardActions } from '../components/ProductCard';
import { RichText } from '../components/RichText';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { shopPaths } from '../paths';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './ProductDetailScreen.css';

/** The filled page: the product, how to buy it, and what else is in its category. */
export type ProductDetailProps = Omit<ProductPurchaseProps, 'product'> & {
  product: Product;
  /** The product's pictures (e.g. `/product/{name}` for each of images.default); may be empty. */
  imageUrls: readonly string[];
  /** The breadcrumbs' targets: the product's category and its brand in Explore. */
  categoryHref: string;
  brandHref: string;
  /** Products of the same category, the product itself left out; none hides the section. */
  related: readonly Product[];
  cards: ProductCardActions;
};

/** Where the dead ends lead: Explore and home (the shop's paths unless told otherwise). */
type WayOut = { exploreHref?: string; homeHref?: string };

export type ProductDetailScreenProps =
  | { status: 'loading' }
  /** The route came without an id (spec §5: 'No se encuentra ID'). */
  | ({ status: 'missingId' } & WayOut)
  /** No product has that id. */
  | ({ status: 'notFound' } & WayOut)
  /** The catalogue could not be reached. */
  | { status: 'error'; onRetry: () => void }
  | ({ status: 'ready' } & ProductDetailProps);

/** '/product/{id}' (spec §2 Product detail), in every state. */
export function ProductDetailScreen(props: ProductDetailScreenProps) {
  switch (props.status) {
    case 'loading':
      return (
        <Box display="flex" alignItems="center" justifyContent="center" className={styles.loading}>
          <Heading level="1" className={visuallyHidden}>
            Detalle del producto
          </Heading>
          <Spinner size="large" label="Cargando producto..." />
        </Box>
      );
    case 'missingId':
      return (
        <DeadEnd
          title="No se encuentra ID"
          description="El enlace no indica qué producto mostrar."
          exploreHref={props.exploreHref}
          homeHref={props.homeHref}
        />
      );
    case 'notFound':
      return (
        <DeadEnd
          title="No encontramos este producto"
          description="Puede que ya no esté disponible o que el enlace no sea correcto."
          exploreHref={props.exploreHref}
          homeHref={props.homeHref}
        />
      );
    case 'error':
      return (
        <EmptyState
          role="alert"
          tone="critical"
          headingLevel="1"
          icon={<WifiOff size={32} />}
          title="No pudimos cargar el producto."
          description="Revisa tu conexión a internet y vuelve a intentarlo."
          actions={
            <Button icon={<RotateCw size={18} aria-hidden="true" />} onClick={props.onRetry}>
              Reintentar
            </Button>
          }
        />
      );
    case 'ready':
      return <ProductDetail {...props} />;
  }
}

function DeadEnd({ title, description, exploreHref = shopPaths.explore, homeHref = shopPaths.home }: WayOut & { title: string; description: string }) {
  return (
    <EmptyState
      headingLevel="1"
      icon={<PackageSearch size={32} />}
      title={title}
      description={description}
      actions={
        <>
          <ButtonLink href={exploreHref}>Explorar productos</ButtonLink>
          <ButtonLink href={homeHref} variant="secondary">
            Ir al inicio
          </ButtonLink>
        </>
      }
    />
  );
}

function ProductDetail({ product, imageUrls, categoryHref, brandHref, related, cards, ...purchase }: ProductDetailProps) {
  const descriptionId = useId();
  const relatedId = useId();
  return (
    <Stack space={{ mobile: 'large', desktop: 'xlarge' }}>
      <Breadcrumbs
        items={[
          { label: product.category.name, href: categoryHref },
          { label: product.brand.name, href: brandHref },
        ]}
      />

      <div className={styles.product}>
        <Heading level="1" className={styles.title}>
          {product.name}
        </Heading>
        <div className={styles.gallery}>
          {/* A new product starts from its first picture and one unit. */}
          <ProductGallery key={product.id} images={imageUrls} productName={product.name} />
        </div>
        <div className={styles.purchase}>
          <ProductPurchase key={product.id} product={product} {...purchase} />
        </div>
      </div>

      <Stack as="section" space="medium" aria-labelledby={descriptionId}>
        <Heading level="2" id={descriptionId}>
          Descripción
        </Heading>
        <div className={styles.description}>
          <RichText html={product.description} />
        </div>
      </Stack>

      {related.length > 0 && (
        <Stack as="section" space="medium" aria-labelledby={relatedId}>
          <Heading level="2" id={relatedId}>
            Productos relacionados
          </Heading>
          {/* Far down the page: its pictures wait until they near the screen, after the product's own. */}
          <ProductGrid {...cards} products={related} label="Productos relacionados" headingLevel="3" eagerImages={0} />
        </Stack>
      )}
    </Stack>
  );
}
