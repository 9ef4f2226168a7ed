import type { BajaKind } from '@tienda/domain';
import { Button } from '../Button';
import { ChoiceGroup, type ChoiceOption } from '../ChoiceGroup';
import { FormFailure } from '../Field';
import { PersonalDataNotice } from '../PersonalDataNotice';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { useFormFields } from '../../forms';
import { DigitsField } from '../../forms/DigitsField';
import { emptyBaja, toBajaSubmission, validateBaja, type BajaSubmission, type BajaValues } from './bajaRules';

const ORDER_NUMBER_DIGITS = 10;

const KINDS: readonly ChoiceOption<BajaKind>[] = [
  { value: 'order', label: 'Una compra que todavía no se envió', description: 'Pendiente de pago, pagada o en preparación.' },
  { value: 'account', label: 'Mi cuenta', description: 'Se eliminan tu cuenta, tus direcciones y tus sesiones abiertas.' },
];

export type BajaFormProps = {
  /** Called once every field passes its rule. */
  onSubmit: (request: BajaSubmission) => void;
  /** While the request travels: 'Enviando...', and no second send. */
  submitting?: boolean;
  /** The server's refusal (too many tries, the network); the values stay. */
  error?: string | null;
  initialValues?: Partial<BajaValues>;
};

/**
 * The 'Botón de baja' form: an order not yet shipped (its number and the e-mail it was bought
 * with) or an account (its e-mail). No sign-in; the change waits for the link mailed to that address.
 */
export function BajaForm({ onSubmit, submitting = false, error = null, initialValues }: BajaFormProps) {
  const { values, bind, set, submit } = useFormFields<BajaValues>({ ...emptyBaja, ...initialValues }, validateBaja);
  const forOrder = values.kind === 'order';

  return (
    <Stack as="form" space="medium" noValidate onSubmit={submit((typed) => onSubmit(toBajaSubmission(typed)))} aria-busy={submitting || undefined}>
      <ChoiceGroup legend="¿Qué quieres dar de baja?" options={KINDS} value={values.kind} onValueChange={(kind) => set({ kind })} name="kind" />
      {forOrder && (
        <DigitsField
          label="Número de compra"
          hint="Lo encuentras en el correo de tu compra."
          autoComplete="off"
          maxLength={ORDER_NUMBER_DIGITS}
          {...bind('orderNumber')}
        />
      )}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        hint={forOrder ? 'El correo con el que hiciste la compra.' : 'El correo de tu cuenta.'}
        {...bind('email')}
      />
      <PersonalDataNotice purpose="Usamos estos datos solo para tramitar tu baja." />
      {/* An alert is announced as it appears. */}
      {error && <FormFailure>{error}</FormFailure>}
      <div>
        <Button type="submit" loading={submitting} loadingLabel="Enviando...">
          Solicitar la baja
        </Button>
      </div>
    </Stack>
  );
}
