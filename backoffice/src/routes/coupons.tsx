import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponDraft } from '@tienda/domain';
import { StaffCouponsScreen } from '@tienda/ui';
import { shopApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { refusalOf } from '../app/failures';
import { couponsQuery, keys } from '../app/queries';
import { StaffPage } from '../app/StaffArea';

/** Where a refusal about a coupon is shown, by the words of the server's sentence. */
const COUPON_FIELDS = {
  code: /código|cupón con ese/i,
  discountValue: /descuento|porcentaje/i,
  validUntil: /fecha|vence/i,
  maxUses: /usos/i,
} as const;

/** /admin/cupones: every coupon and how often it was used; a new one or a change in the same form. */
export default function Coupons() {
  const queryClient = useQueryClient();
  const coupons = useQuery(couponsQuery());
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf<keyof typeof COUPON_FIELDS>>>({ errors: {}, failure: null });

  const save = useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: CouponDraft }) => (id === null ? shopApi.createCoupon(draft) : shopApi.updateCoupon(id, draft)),
    onMutate: () => {
      setNotice(null);
      setRefusal({ errors: {}, failure: null });
    },
    onSuccess: ({ message }) => {
      setNotice(message);
      void queryClient.invalidateQueries({ queryKey: keys.coupons });
    },
    onError: (failure) => setRefusal(refusalOf(failure, 'No pudimos guardar el cupón. Revisa tu conexión e intenta de nuevo.', COUPON_FIELDS)),
  });

  return (
    <StaffPage title="Cupones">
      <StaffCouponsScreen
        coupons={coupons.data?.coupons ?? []}
        status={coupons.isPending ? 'loading' : coupons.isError ? 'error' : 'ready'}
        loadError={serverMessage(coupons.error, 'No pudimos cargar los cupones.')}
        onRetry={() => void coupons.refetch()}
        onSave={(id, draft) => save.mutate({ id, draft })}
        saving={save.isPending}
        errors={refusal.errors}
        failure={refusal.failure}
        notice={notice}
      />
    </StaffPage>
  );
}
