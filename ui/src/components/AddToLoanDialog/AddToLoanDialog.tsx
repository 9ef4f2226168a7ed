import { ConfirmDialog } from '../Dialog';

/** Spec §2 Modals, to the letter. */
export const ADD_TO_LOAN_QUESTION = '¿Quieres agregar este producto a tu solicitud de préstamo actual?';

export type AddToLoanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Confirmar': the product joins the loan request (the storefront goes to /loans). */
  onConfirm: () => void;
  /** 'Elegir otro medio de pago': the storefront goes to /payment-method. */
  onChooseOtherMethod: () => void;
  /** 'Cancelar'; every way of closing also reaches `onOpenChange(false)`. */
  onCancel?: () => void;
};

/**
 * 'Agregar al préstamo': asked when a product is added while a loan request is live and the
 * cart holds something (spec §4 Loan).
 */
export function AddToLoanDialog({ open, onOpenChange, onConfirm, onChooseOtherMethod, onCancel }: AddToLoanDialogProps) {
  return (
    <ConfirmDialog
      title="Agregar al préstamo"
      description={ADD_TO_LOAN_QUESTION}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      onCancel={onCancel}
      alternative={{ label: 'Elegir otro medio de pago', onSelect: onChooseOtherMethod }}
    />
  );
}
