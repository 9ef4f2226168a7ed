import { useEffect, useRef, useState } from 'react';
import { CircleCheck, Plus } from 'lucide-react';
import { argentinaDateKey, formatARS, type CouponDraft, type FieldErrors, type StaffCoupon } from '@tienda/domain';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Checkbox } from '../components/Checkbox';
import { Column, Columns } from '../components/Columns';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { FormFailure } from '../components/Field';
import { formatOrderDate } from '../components/OrderStatusTimeline';
import { Select } from '../components/Select';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import * as styles from './catalogue.css';

export type StaffCouponsScreenProps = {
  /** Every coupon, newest first. */
  coupons: readonly StaffCoupon[];
  status: 'loading' | 'error' | 'ready';
  loadError?: string;
  onRetry?: () => void;
  /** A new coupon (`id` null) or a coupon's new rules. */
  onSave: (id: number | null, draft: CouponDraft) => void;
  /** The save travels; when it ends without a refusal the form is cleared. */
  saving?: boolean;
  /** The server's refusal, by field (the API's names). */
  errors?: FieldErrors<CouponDraft>;
  failure?: string | null;
  /** 'Cupón guardado.' after a save. */
  notice?: string | null;
};

type CouponFields = { code: string; discountType: string; discountValue: string; validUntil: string; maxUses: string };

const TYPE_OPTIONS = [
  { value: 'PERCENTAGE', label: 'Porcentaje' },
  { value: 'FIXED', label: 'Monto fijo' },
];

/** A coupon's discount as the shop says it: '% 10' or '$ 5.000,00'. */
export const formatDiscount = (coupon: Pick<StaffCoupon, 'discountType' | 'discountValue'>) =>
  coupon.discountType === 'PERCENTAGE' ? `% ${coupon.discountValue.toLocaleString('es-AR')}` : formatARS(coupon.discountValue);

const amount = (value: string) => {
  const plain = value.trim().includes(',') ? value.trim().replace(/\./g, '').replace(',', '.') : value.trim();
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
};

function validate(values: CouponFields): FieldErrors<CouponFields> {
  const value = amount(values.discountValue);
  return {
    code: values.code.trim() === '' ? 'Indica el código del cupón.' : undefined,
    discountValue:
      !(value > 0) ? 'El descuento debe ser mayor que cero.' : values.discountType === 'PERCENTAGE' && value > 100 ? 'Un porcentaje no puede superar 100.' : undefined,
    maxUses: values.maxUses.trim() === '' || (/^\d+$/.test(values.maxUses.trim()) && Number(values.maxUses) >= 1) ? undefined : 'El límite de usos debe ser al menos 1.',
  };
}

const fieldsOf = (coupon: StaffCoupon | null): CouponFields => ({
  code: coupon?.code ?? '',
  discountType: coupon?.discountType ?? 'PERCENTAGE',
  discountValue: coupon ? String(coupon.discountValue) : '',
  // The last moment it holds, as the day it ends in Argentina.
  validUntil: coupon?.expiresAt ? argentinaDateKey(Date.parse(coupon.expiresAt)) : '',
  maxUses: coupon?.maxUses ? String(coupon.maxUses) : '',
});

function CouponForm({ coupon, onSave, onNew, saving, errors, failure }: {
  coupon: StaffCoupon | null;
  onSave: StaffCouponsScreenProps['onSave'];
  onNew: () => void;
  saving: boolean;
  errors: FieldErrors<CouponDraft>;
  failure?: string | null;
}) {
  const form = useFormFields(fieldsOf(coupon), validate);
  const [active, setActive] = useState(coupon?.active ?? true);
  const errorOf = (field: keyof CouponFields) => form.errors[field] ?? errors[field];
  return (
    <Card title={coupon ? `Editar ${coupon.code}` : 'Nuevo cupón'} action={coupon && <Button variant="ghost" size="small" icon={<Plus size={18} aria-hidden="true" />} onClick={onNew}>Nuevo cupón</Button>}>
      <form
        noValidate
        aria-label={coupon ? `Editar ${coupon.code}` : 'Nuevo cupón'}
        onSubmit={form.submit((values) =>
          onSave(coupon?.id ?? null, {
            code: values.code.trim(),
            discountType: values.discountType as CouponDraft['discountType'],
            discountValue: amount(values.discountValue),
            validUntil: values.validUntil || null,
            maxUses: values.maxUses.trim() ? Number(values.maxUses) : null,
            active,
          }),
        )}
      >
        <Stack space="medium">
          <TextField
            label="Código"
            hint="Letras y números, como lo escribe el cliente."
            autoComplete="off"
            // 'Editar' in the table brings the keyboard here.
            autoFocus={coupon !== null} {...form.bind('code', (value) => value.toUpperCase())} error={errorOf('code')} />
          <Columns space="medium">
            <Column>
              <Select label="Tipo" options={TYPE_OPTIONS} {...form.bind('discountType')} error={errorOf('discountType')} />
            </Column>
            <Column>
              <TextField
                label={form.values.discountType === 'PERCENTAGE' ? 'Porcentaje' : 'Monto en pesos'}
                inputMode="decimal"
                {...form.bind('discountValue')}
                error={errorOf('discountValue')}
              />
            </Column>
          </Columns>
          <Columns space="medium">
            <Column>
              <TextField label="Válido hasta" hint="Vacío: sin vencimiento." type="date" {...form.bind('validUntil')} error={errorOf('validUntil')} />
            </Column>
            <Column>
              <TextField label="Límite de usos" hint="Vacío: sin límite." inputMode="numeric" {...form.bind('maxUses')} error={errorOf('maxUses')} />
            </Column>
          </Columns>
          <Checkbox label="Activo: se puede usar en la tienda" checked={active} onCheckedChange={setActive} />
          {failure && <FormFailure>{failure}</FormFailure>}
          <Box display="flex" justifyContent="flex-end">
            <Button type="submit" loading={saving} loadingLabel="Guardando...">
              Guardar
            </Button>
          </Box>
        </Stack>
      </form>
    </Card>
  );
}

/** '/admin/cupones': the shop's coupons with their use, and a form to create or change one. */
export function StaffCouponsScreen({ coupons, status, loadError, onRetry, onSave, saving = false, errors = {}, failure, notice }: StaffCouponsScreenProps) {
  const [editing, setEditing] = useState<StaffCoupon | null>(null);
  // Each save that ends without a refusal starts a fresh form (a new key).
  const [round, setRound] = useState(0);
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving && !failure && !Object.values(errors).some(Boolean)) {
      setEditing(null);
      setRound((count) => count + 1);
    }
    wasSaving.current = saving;
  }, [saving, failure, errors]);

  const columns: DataTableColumn<StaffCoupon>[] = [
    { key: 'code', header: 'Código', cell: (coupon) => <Text as="span" weight="bold">{coupon.code}</Text> },
    { key: 'type', header: 'Tipo', cell: (coupon) => (coupon.discountType === 'PERCENTAGE' ? 'Porcentaje' : 'Monto fijo') },
    { key: 'value', header: 'Descuento', align: 'end', cell: formatDiscount },
    { key: 'expires', header: 'Válido hasta', cell: (coupon) => (coupon.expiresAt ? formatOrderDate(coupon.expiresAt) : 'Sin vencimiento') },
    { key: 'uses', header: 'Usos', align: 'end', cell: (coupon) => `${coupon.uses.toLocaleString('es-AR')} / ${coupon.maxUses === null ? 'sin límite' : coupon.maxUses.toLocaleString('es-AR')}` },
    { key: 'active', header: 'Estado', cell: (coupon) => <Badge tone={coupon.active ? 'success' : 'neutral'}>{coupon.active ? 'Activo' : 'Inactivo'}</Badge> },
    {
      key: 'actions',
      header: 'Acciones',
      align: 'end',
      cell: (coupon) => (
        <Button variant="secondary" size="small" aria-label={`Editar ${coupon.code}`} onClick={() => setEditing(coupon)}>
          Editar
        </Button>
      ),
    },
  ];

  return (
    <Stack space="large">
      <div aria-live="polite">
        {notice && (
          <Box display="flex" alignItems="center" gap="xsmall" padding="small" borderRadius="small" background="successTint">
            <CircleCheck size={20} aria-hidden="true" />
            <Text weight="medium">{notice}</Text>
          </Box>
        )}
      </div>
      <DataTable
        caption="Cupones"
        captionHidden
        columns={columns}
        rows={coupons}
        rowKey={(coupon) => coupon.id}
        status={status}
        onRetry={onRetry}
        errorMessage={loadError}
        emptyMessage="Todavía no hay cupones."
      />
      <div className={styles.formPanel}>
        <CouponForm key={`${editing?.id ?? 'new'}-${round}`} coupon={editing} onSave={onSave} onNew={() => setEditing(null)} saving={saving} errors={errors} failure={failure} />
      </div>
    </Stack>
  );
}
