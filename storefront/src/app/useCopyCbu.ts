import { useToast } from '@tienda/ui';

/** Spec §8, to the letter. */
export const CBU_COPIED = 'Se copió el CBU en el portapapeles';
export const CBU_NOT_COPIED = 'Error al copiar al portapapeles';

/** Copies the shop's CBU and says so with a toast (spec §2 Payment method, Summary; §8 Copy). */
export function useCopyCbu(): (cbu: string) => void {
  const { show } = useToast();
  return (cbu) => {
    // No clipboard outside a secure context: `navigator.clipboard` is then missing, and the call throws.
    void (async () => navigator.clipboard.writeText(cbu))().then(
      () => show(CBU_COPIED, 'success'),
      () => show(CBU_NOT_COPIED, 'critical'),
    );
  };
}
