import { useId, type Ref } from 'react';
import { Checkbox } from '../Checkbox';
import { FormFailure } from '../Field';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { shopPaths } from '../../paths';

/** Said under the box when the shopper goes to pay without ticking it. */
export const TERMS_NOT_ACCEPTED = 'Para comprar, tienes que aceptar los Términos y condiciones.';

export type TermsAcceptanceProps = {
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The shopper tried to buy without ticking the box: the sentence shows under it. */
  refused?: boolean;
  /** The box itself, so that a refusal can take the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The shop's Términos y condiciones accepted on purpose, at the step that places the order: a box
 * the shopper ticks (never ticked for them), with the terms a link away. The link opens in the same
 * tab; the checkout's steps are kept in the browser, so coming back finds the purchase as it was.
 */
export function TermsAcceptance({ accepted, onAcceptedChange, refused = false, inputRef }: TermsAcceptanceProps) {
  const failureId = useId();
  return (
    <Stack space="xxsmall">
      <Checkbox
        ref={inputRef}
        required
        checked={accepted}
        onCheckedChange={onAcceptedChange}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? failureId : undefined}
        label={
          <span>
            Leí y acepto los <Link href={shopPaths.termsAndConditions}>Términos y condiciones</Link>
          </span>
        }
      />
      {refused && (
        <div id={failureId}>
          <FormFailure>{TERMS_NOT_ACCEPTED}</FormFailure>
        </div>
      )}
    </Stack>
  );
}
