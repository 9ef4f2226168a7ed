import { useRef, type ReactElement, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { closeButton, overlay, panel, type PanelVariants } from './Dialog.css';
import { DialogBody } from './DialogBody';

export type DialogProps = PanelVariants & {
  /** Names the dialog for everyone (Radix links it with aria-labelledby). */
  title: string;
  /** A sentence under the title, read when the dialog opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** The actions, usually Buttons: in a row on desktop, stacked full width on phones. */
  footer?: ReactNode;
  /** Controlled use: the caller owns the open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Uncontrolled use: the element that opens the dialog (and gets focus back when it closes). */
  trigger?: ReactElement;
};

/** A modal dialog: focus trapped inside, Escape and 'Cerrar' close it, the page behind is inert. */
export function Dialog({ title, description, children, footer, open, onOpenChange, defaultOpen, trigger, size }: DialogProps) {
  // Radix gives focus back to its Trigger; opened from elsewhere (controlled), focus goes back
  // to whatever had it before, such as the card's 'Agregar al carrito' button.
  const focusBefore = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = (event: Event) => {
    if (trigger || !focusBefore.current?.isConnected) return;
    event.preventDefault();
    focusBefore.current.focus();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay}>
          <RadixDialog.Content className={panel({ size })} onOpenAutoFocus={rememberFocus} onCloseAutoFocus={restoreFocus}>
            <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="small" paddingTop="large" paddingX="large" paddingBottom="small">
              {/* The top padding lines the title up with the middle of the 44 px close button. */}
              <Stack space="xsmall" paddingTop="xsmall">
                <RadixDialog.Title asChild>
                  <Heading level="2" size="3">{title}</Heading>
                </RadixDialog.Title>
                {description && (
                  <RadixDialog.Description asChild>
                    <Text>{description}</Text>
                  </RadixDialog.Description>
                )}
              </Stack>
              <RadixDialog.Close asChild>
                <IconButton label="Cerrar" icon={<X size={22} />} className={closeButton} />
              </RadixDialog.Close>
            </Box>
            {children && <DialogBody>{children}</DialogBody>}
            {footer && (
              <Stack
                space="small"
                direction={{ mobile: 'column', desktop: 'row' }}
                flexWrap={{ desktop: 'wrap' }}
                justifyContent={{ desktop: 'flex-end' }}
                paddingTop="medium"
                paddingX="large"
                paddingBottom="large"
              >
                {footer}
              </Stack>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
