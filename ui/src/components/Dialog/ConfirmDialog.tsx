import type { ReactNode } from 'react';
import { Close } from '@radix-ui/react-dialog';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

export type ConfirmDialogProps = Pick<DialogProps, 'title' | 'open' | 'onOpenChange' | 'defaultOpen' | 'trigger'> & {
  /** The question being confirmed. */
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button only; every way of closing reaches `onOpenChange(false)`. */
  onCancel?: () => void;
  /** A third way out besides yes and no, e.g. 'Elegir otro medio de pago'. */
  alternative?: { label: string; onSelect: () => void };
};

/** Asks before doing something; every answer closes the dialog. */
export function ConfirmDialog({
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  alternative,
  ...dialogProps
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialogProps}
      description={description}
      footer={
        <>
          {alternative && (
            <Close asChild>
              <Button variant="ghost" onClick={alternative.onSelect}>{alternative.label}</Button>
            </Close>
          )}
          <Close asChild>
            <Button variant="secondary" onClick={onCancel}>{cancelLabel}</Button>
          </Close>
          <Close asChild>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </Close>
        </>
      }
    />
  );
}
