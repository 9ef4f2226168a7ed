import { useId, useState } from 'react';
import { CircleCheck, ExternalLink } from 'lucide-react';
import {
  GENERAL_IVA_RATE,
  INTERNAL_TAX_RATE_INVALID,
  isInternalTaxRate,
  IVA_RATES,
  netOfTaxesText,
  priceWithoutNationalTaxes,
  type FieldErrors,
  type ProductDraft,
  type StaffProduct,
  type TaxonomyEntry,
} from '@tienda/domain';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Checkbox } from '../components/Checkbox';
import { Column, Columns } from '../components/Columns';
import { LoadFailure } from '../components/EmptyState';
import { FormFailure } from '../components/Field';
import { ImageUploader } from '../components/ImageUploader';
import { Link } from '../components/Link';
import { RichText } from '../components/RichText';
import { Select } from '../components/Select';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import { InstallmentRatesPreview } from './InstallmentRatesPreview';
import { stockError } from './StaffProductsScreen';

/** The form's text fields, as typed. */
type ProductFields = {
  name: string;
  description: string;
  price: string;
  finalPrice: string;
  installmentCost: string;
  stock: string;
  categoryId: string;
  brandId: string;
  ivaRate: string;
  internalTaxRate: string;
};

export type StaffProductScreenProps = {
  /** The product being edited; without one, the form creates a new product. */
  product?: StaffProduct;
  /** The product is on its way (editing). */
  loading?: boolean;
  /** It could not be loaded: said, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  categories: readonly TaxonomyEntry[];
  brands: readonly TaxonomyEntry[];
  /** The pictures' file names in order (the app adds each uploaded one). */
  images: readonly string[];
  onImagesChange: (images: string[]) => void;
  imageUrl: (name: string) => string | undefined;
  onUpload: (file: File) => void;
  uploading?: boolean;
  uploadError?: string | null;
  /** The product to save (POST for a new one, PUT for an edit; an edit leaves out a stock the person did not change). */
  onSubmit: (draft: ProductDraft) => void;
  saving?: boolean;
  /** The server's refusal, field by field (the API's names). */
  errors?: FieldErrors<ProductDraft>;
  /** The server's refusal of the whole form. */
  failure?: string | null;
  /** 'Producto guardado.' after a save. */
  notice?: string | null;
  /** The product's page in the shop, once it is there. */
  shopHref?: string;
};

/** A price as people type it: '399999', '399999.50' or '399.999,50'. */
const parseAmount = (value: string): number => {
  const plain = value.trim().replace(/\s|\$/g, '');
  const normal = plain.includes(',') ? plain.replace(/\./g, '').replace(',', '.') : plain;
  return /^\d+(\.\d{1,2})?$/.test(normal) ? Number(normal) : Number.NaN;
};

/** Each amount's name in a sentence: 'Indica el precio.', 'El precio debe ser un importe…'. */
const amountError = (value: string, what: 'precio' | 'precio de contado' | 'valor de la cuota') =>
  value.trim() === '' ? `Indica el ${what}.` : Number.isNaN(parseAmount(value)) ? `El ${what} debe ser un importe, como 399999,50.` : undefined;

function validate(values: ProductFields): FieldErrors<ProductFields> {
  return {
    name: values.name.trim() === '' ? 'Indica el nombre del producto.' : undefined,
    price: amountError(values.price, 'precio'),
    finalPrice: amountError(values.finalPrice, 'precio de contado'),
    installmentCost: amountError(values.installmentCost, 'valor de la cuota'),
    stock: stockError(values.stock) ?? undefined,
    categoryId: values.categoryId === '' ? 'Elige la categoría.' : undefined,
    brandId: values.brandId === '' ? 'Elige la marca.' : undefined,
    internalTaxRate: isInternalTaxRate(parseRate(values.internalTaxRate)) ? undefined : INTERNAL_TAX_RATE_INVALID,
  };
}

/** A percent as people type it: '9,5' or '9.5'; blank is none. */
const parseRate = (value: string): number => {
  const plain = value.trim().replace('%', '').trim().replace(',', '.');
  if (plain === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
};

/** '10,5 %': a rate as the form offers it. */
const rateLabel = (rate: number) => `${String(rate).replace('.', ',')} %`;
const IVA_OPTIONS = IVA_RATES.map((rate) => ({ value: String(rate), label: rateLabel(rate) }));

const fieldsOf = (product?: StaffProduct): ProductFields => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product ? String(product.price) : '',
  finalPrice: product ? String(product.finalPrice) : '',
  installmentCost: product ? String(product.installmentCost) : '',
  stock: product ? String(product.stock) : '0',
  categoryId: product ? String(product.categoryId) : '',
  brandId: product ? String(product.brandId) : '',
  ivaRate: String(product?.ivaRate ?? GENERAL_IVA_RATE),
  internalTaxRate: product ? String(product.internalTaxRate).replace('.', ',') : '0',
});

const optionsOf = (entries: readonly TaxonomyEntry[]) =>
  entries.map((entry) => ({ value: String(entry.id), label: entry.status === 'inactiva' ? `${entry.name} (inactiva)` : entry.name }));

/** '/admin/productos/nuevo' and '/admin/productos/{id}': every field of a product, its pictures and its description's preview. */
export function StaffProductScreen(props: StaffProductScreenProps) {
  const { product, loading, loadError, onRetry } = props;
  if (loadError) {
    return <LoadFailure title="No pudimos cargar el producto" message={loadError} onRetry={onRetry} />;
  }
  if (loading) return <Spinner size="large" label="Cargando el producto..." />;
  // A product loaded later starts the form again from its values.
  return <ProductForm key={product?.id ?? 'new'} {...props} />;
}

function ProductForm({
  product,
  categories,
  brands,
  images,
  onImagesChange,
  imageUrl,
  onUpload,
  uploading,
  uploadError,
  onSubmit,
  saving = false,
  errors = {},
  failure,
  notice,
  shopHref,
}: StaffProductScreenProps) {
  const form = useFormFields(fieldsOf(product), validate);
  const previewId = useId();
  const [highlighted, setHighlighted] = useState(product?.highlighted ?? false);
  const [active, setActive] = useState(product?.active ?? true);
  // The units the form showed when it opened: an edit sends the stock only when the person changed it.
  const [stockShown] = useState(fieldsOf(product).stock);
  // The browser's rule first; the server's answer while the field is not yet corrected.
  const errorOf = (field: keyof ProductFields) => form.errors[field] ?? errors[field];

  return (
    <form
      noValidate
      aria-label={product ? `Editar ${product.name}` : 'Nuevo producto'}
      onSubmit={form.submit((values) =>
        onSubmit({
          name: values.name.trim(),
          description: values.description,
          price: parseAmount(values.price),
          finalPrice: parseAmount(values.finalPrice),
          installmentCost: parseAmount(values.installmentCost),
          ...(product && values.stock === stockShown ? {} : { stock: Number(values.stock) }),
          categoryId: Number(values.categoryId),
          brandId: Number(values.brandId),
          highlighted,
          active,
          images: [...images],
          ivaRate: Number(values.ivaRate),
          internalTaxRate: parseRate(values.internalTaxRate),
        }),
      )}
    >
      <Stack space="large">
        {shopHref && (
          <Box display="flex" justifyContent="flex-end">
            <Link href={shopHref} external>
              <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall">
                Ver en la tienda
                <ExternalLink size={16} aria-hidden="true" />
              </Box>
            </Link>
          </Box>
        )}
        <Columns space="large" collapseBelow="desktop" alignY="top">
          <Column width="3/5">
            <Stack space="large">
              <Card title="Datos del producto">
                <TextField label="Nombre" autoComplete="off" {...form.bind('name')} error={errorOf('name')} />
                <Columns space="medium">
                  <Column>
                    <TextField label="Precio" hint="El total de las cuotas." inputMode="decimal" {...form.bind('price')} error={errorOf('price')} />
                  </Column>
                  <Column>
                    <TextField label="Precio de contado" inputMode="decimal" {...form.bind('finalPrice')} error={errorOf('finalPrice')} />
                  </Column>
                  <Column>
                    <TextField label="Valor de cada cuota" hint="Son 6 cuotas fijas." inputMode="decimal" {...form.bind('installmentCost')} error={errorOf('installmentCost')} />
                  </Column>
                </Columns>
                <Columns space="medium">
                  <Column>
                    <Select label="IVA" options={IVA_OPTIONS} {...form.bind('ivaRate')} error={errorOf('ivaRate')} />
                  </Column>
                  <Column>
                    <TextField
                      label="Impuestos internos (%)"
                      hint="Tasa nominal; 0 si no corresponde."
                      inputMode="decimal"
                      {...form.bind('internalTaxRate')}
                      error={errorOf('internalTaxRate')}
                    />
                  </Column>
                </Columns>
                <NetOfTaxesPreview finalPrice={parseAmount(form.values.finalPrice)} ivaRate={Number(form.values.ivaRate)} internalTaxRate={parseRate(form.values.internalTaxRate)} />
                <InstallmentRatesPreview
                  price={parseAmount(form.values.price)}
                  finalPrice={parseAmount(form.values.finalPrice)}
                  installmentCost={parseAmount(form.values.installmentCost)}
                />
                <Columns space="medium">
                  <Column>
                    <TextField label="Stock" inputMode="numeric" {...form.bind('stock')} error={errorOf('stock')} />
                  </Column>
                  <Column>
                    <Select label="Categoría" placeholder="Elige una" options={optionsOf(categories)} {...form.bind('categoryId')} error={errorOf('categoryId')} />
                  </Column>
                  <Column>
                    <Select label="Marca" placeholder="Elige una" options={optionsOf(brands)} {...form.bind('brandId')} error={errorOf('brandId')} />
                  </Column>
                </Columns>
                <Box display="flex" flexWrap="wrap" gap="medium">
                  <Checkbox label="Activo: se muestra y se vende en la tienda" checked={active} onCheckedChange={setActive} />
                  <Checkbox label="Destacado en el inicio" checked={highlighted} onCheckedChange={setHighlighted} />
                </Box>
              </Card>
              <Card title="Descripción">
                <TextField
                  label="Descripción (HTML)"
                  hint="Párrafos, listas, negritas y subtítulos. Lo demás se quita al guardar."
                  multiline
                  rows={10}
                  {...form.bind('description')}
                  error={errorOf('description')}
                />
                <Stack space="xsmall">
                  <Text size="small" weight="bold" id={previewId}>
                    Vista previa, como la ve la tienda
                  </Text>
                  <Box padding="medium" borderRadius="small" boxShadow="edge" role="region" aria-labelledby={previewId}>
                    {form.values.description.trim() ? <RichText html={form.values.description} /> : <Text tone="muted">Sin descripción.</Text>}
                  </Box>
                </Stack>
              </Card>
            </Stack>
          </Column>
          <Column width="2/5">
            <Card title="Imágenes">
              <ImageUploader
                label="Imágenes del producto"
                images={images}
                imageUrl={imageUrl}
                onUpload={onUpload}
                onChange={onImagesChange}
                uploading={uploading}
                error={uploadError ?? errors.images}
                hint="JPG, PNG o WebP. La primera es la que se muestra en la tienda."
              />
            </Card>
          </Column>
        </Columns>
        {failure && <FormFailure>{failure}</FormFailure>}
        <div aria-live="polite">
          {notice && (
            <Box display="flex" alignItems="center" gap="xsmall" padding="small" borderRadius="small" background="successTint">
              <CircleCheck size={20} aria-hidden="true" />
              <Text weight="medium">{notice}</Text>
            </Box>
          )}
        </div>
        <Box display="flex" justifyContent="flex-end">
          <Button type="submit" loading={saving} loadingLabel="Guardando...">
            Guardar
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** What the shop will show beside the cash price with these rates, while the figures make sense. */
function NetOfTaxesPreview({ finalPrice, ivaRate, internalTaxRate }: { finalPrice: number; ivaRate: number; internalTaxRate: number }) {
  if (!(finalPrice > 0) || !isInternalTaxRate(internalTaxRate)) return null;
  return (
    <Text size="small" tone="muted" tabular aria-live="polite">
      La tienda muestra: {netOfTaxesText(priceWithoutNationalTaxes(finalPrice, { ivaRate, internalTaxRate }))}
    </Text>
  );
}
