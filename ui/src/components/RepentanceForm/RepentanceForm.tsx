import { Button } from '../Button';
import { Column, Columns } from '../Columns';
import { TextField } from '../TextField';
import { FormFailure } from '../Field';
import { PersonalDataNotice } from '../PersonalDataNotice';
import { Stack } from '../Stack';
import { PhoneField, useFormFields } from '../../forms';
import { actions, form, required } from './RepentanceForm.css';
import { emptyRepentance, validateRepentance, type RepentanceValues } from './repentanceRules';

export type RepentanceFormProps = {
  /** Called with the values once every field passes its rule. */
  onSubmit: (values: RepentanceValues) => void;
  /** While the request travels: 'Enviando...', and no second send. */
  submitting?: boolean;
  /** The server's refusal; the typed values stay, to correct and send again. */
  error?: string | null;
  /** Known data of a signed-in customer, so they need not type it again. */
  initialValues?: Partial<RepentanceValues>;
};

/**
 * The withdrawal request: name, e-mail, phone, order number and an optional message. Errors show once
 * the person tries to send, then follow their typing; a failed send puts the focus on the
 * first field to fix.
 */
export function RepentanceForm({ onSubmit, submitting = false, error = null, initialValues }: RepentanceFormProps) {
  const { bind, submit } = useFormFields<RepentanceValues>({ ...emptyRepentance, ...initialValues }, validateRepentance);
  const send = (values: RepentanceValues) =>
    onSubmit({ ...values, orderNumber: values.orderNumber.trim(), message: values.message.trim() });

  return (
    <Stack as="form" space="medium" noValidate onSubmit={submit(send)} className={form} aria-busy={submitting || undefined}>
      <p className={required}>Todos los campos son obligatorios, salvo el mensaje.</p>
      <TextField label="Nombre" autoComplete="name" {...bind('name')} />
      {/* E-mail and phone share a row on a desktop. */}
      <Columns space="medium" collapseBelow="desktop" alignY="top">
        <Column>
          <TextField label="Correo electrónico" type="email" autoComplete="email" {...bind('email')} />
        </Column>
        <Column>
          <PhoneField {...bind('phone')} />
        </Column>
      </Columns>
      <TextField
        label="Número de pedido"
        autoComplete="off"
        hint="Lo encuentras en el correo de confirmación de tu compra."
        {...bind('orderNumber')}
      />
      <TextField
        label="Mensaje"
        multiline
        hint="Opcional: no hace falta que nos des un motivo."
        {...bind('message')}
      />
      <PersonalDataNotice purpose="Usamos estos datos solo para tramitar tu arrepentimiento." />
      {/* An alert is announced as it appears. */}
      {error && <FormFailure>{error}</FormFailure>}
      <div className={actions}>
        <Button type="submit" loading={submitting} loadingLabel="Enviando...">
          Enviar
        </Button>
      </div>
    </Stack>
  );
}
