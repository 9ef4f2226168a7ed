import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDraft, StaffProduct } from '@tienda/domain';
import { StaffProductScreen, staffPaths } from '@tienda/ui';
import { catalogueApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { refusalOf } from '../app/failures';
import { productImageUrl } from '../app/images';
import { keys, productQuery, taxonomyQuery } from '../app/queries';
import { StaffPage } from '../app/StaffArea';

/** Where a refusal about the product is shown, by the words of the server's sentence. */
const PRODUCT_FIELDS = {
  name: /nombre/i,
  price: /^El precio/i,
  finalPrice: /contado/i,
  installmentCost: /cuota/i,
  stock: /stock/i,
  categoryId: /categoría/i,
  brandId: /marca/i,
  ivaRate: /^El IVA/i,
  internalTaxRate: /impuestos internos/i,
} as const;

/** /admin/productos/nuevo and /admin/productos/{id}: the whole product, its pictures included. */
export default function Product() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const product = useQuery({ ...productQuery(id ?? 0), enabled: id !== null && Number.isInteger(id) && id > 0 });
  const loaded = product.data?.product;
  const title = id === null ? 'Nuevo producto' : (loaded?.name ?? 'Producto');
  return (
    <StaffPage title={title}>
      {id !== null && !(Number.isInteger(id) && id > 0) ? (
        <StaffProductScreen categories={[]} brands={[]} images={[]} onImagesChange={() => {}} imageUrl={productImageUrl} onUpload={() => {}} onSubmit={() => {}} loadError="No encontramos ese producto." />
      ) : (
        // A product loaded (or another one opened) starts its pictures from what it has.
        <ProductEditor
          key={loaded ? `${loaded.id}` : id === null ? 'new' : `loading-${id}`}
          product={loaded}
          loading={id !== null && product.isPending}
          loadError={product.isError ? serverMessage(product.error, 'No pudimos cargar el producto.') : null}
          onRetry={() => void product.refetch()}
        />
      )}
    </StaffPage>
  );
}

function ProductEditor({ product, loading, loadError, onRetry }: { product?: StaffProduct; loading: boolean; loadError: string | null; onRetry: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const categories = useQuery(taxonomyQuery('categories'));
  const brands = useQuery(taxonomyQuery('brands'));
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  // A product just created arrives with its notice in the history entry: shown once, then dropped
  // from the entry, so that a reload does not say it again.
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf<keyof typeof PRODUCT_FIELDS>>>({ errors: {}, failure: null });

  const upload = useMutation({
    mutationFn: (file: File) => catalogueApi.uploadImage('product', file),
    onSuccess: ({ name }) => setImages((current) => [...current, name]),
  });

  const save = useMutation({
    mutationFn: (draft: ProductDraft) => (product ? catalogueApi.update(product.id, draft) : catalogueApi.create(draft)),
    onMutate: () => {
      setNotice(null);
      setRefusal({ errors: {}, failure: null });
    },
    onSuccess: ({ product: saved, message }) => {
      queryClient.setQueryData(productQuery(saved.id).queryKey, { ok: true, product: saved, message: '' });
      void queryClient.invalidateQueries({ queryKey: keys.products, predicate: (query) => query.queryKey[1] === 'list' });
      void queryClient.invalidateQueries({ queryKey: keys.dashboard });
      void queryClient.invalidateQueries({ queryKey: keys.taxonomy });
      setNotice(message);
      // A new product goes on at its own address, as if it had been opened from the list.
      if (!product) navigate(staffPaths.product(saved.id), { replace: true, state: { notice: message } });
    },
    onError: (failure) => setRefusal(refusalOf(failure, 'No pudimos guardar el producto. Revisa tu conexión e intenta de nuevo.', PRODUCT_FIELDS)),
  });

  return (
    <StaffProductScreen
      product={product}
      loading={loading}
      loadError={loadError}
      onRetry={onRetry}
      categories={categories.data?.entries ?? []}
      brands={brands.data?.entries ?? []}
      images={images}
      onImagesChange={setImages}
      imageUrl={productImageUrl}
      onUpload={(file) => upload.mutate(file)}
      uploading={upload.isPending}
      uploadError={upload.isError ? serverMessage(upload.error, 'La imagen no pudo subirse. Intenta de nuevo.') : null}
      onSubmit={(draft) => save.mutate(draft)}
      saving={save.isPending}
      errors={refusal.errors}
      failure={refusal.failure}
      notice={notice}
      shopHref={product?.active ? `/product/${product.id}` : undefined}
    />
  );
}
