import { CONTACT_TOPICS, type ContactTopic } from '@tienda/domain';
import { Button } from '../Button';
import { Column, Columns } from '../Columns';
import { FormFailure } from '../Field';
import { PersonalDataNotice } from '../PersonalDataNotice';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { PhoneField, useFormFields } from '../../forms';
import { emptyContactMessage, validateContactMessage, type ContactMessageValues } from './contactRules';

export type ContactFormProps = {
  /** Called with the values once every field passes its rule. */
  onSubmit: (values: ContactMessageValues) => void;
  /** While the message travels: 'Enviando...', and no second send. */
  submitting?: boolean;
  /** The server's refusal; the typed values stay, to correct and send again. */
  error?: string | null;
  /** Known data of a signed-in customer, so they need not type it again. */
  initialValues?: Partial<ContactMessageValues>;
};

const TOPIC_OPTIONS = (Object.keys(CONTACT_TOPICS) as ContactTopic[]).map((value) => ({ value, label: CONTACT_TOPICS[value] }));

/**
 * A question or a personal-data request (access, rectification, deletion) by a form: no WhatsApp
 * needed. Errors show once the person tries to send, then follow their typing.
 */
export function ContactForm({ onSubmit, submitting = false, error = null, initialValues }: ContactFormProps) {
  const { bind, submit } = useFormFields<ContactMessageValues>({ ...emptyContactMessage, ...initialValues }, validateContactMessage);
  const send = (values: ContactMessageValues) => onSubmit({ ...values, message: values.message.trim() });

  return (
    <Stack as="form" space="medium" noValidate onSubmit={submit(send)} aria-busy={submitting || undefined}>
      <Text size="small" tone="muted">
        Todos los campos son obligatorios.
      </Text>
      <Select label="Motivo" options={TOPIC_OPTIONS} {...bind('topic')} />
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
      <TextField label="Mensaje" multiline hint="Si es sobre una compra, suma tu número de pedido." {...bind('message')} />
      <PersonalDataNotice purpose="Usamos estos datos solo para responderte." />
      {/* An alert is announced as it appears. */}
      {error && <FormFailure>{error}</FormFailure>}
      <div>
        <Button type="submit" loading={submitting} loadingLabel="Enviando...">
          Enviar
        </Button>
      </div>
    </Stack>
  );
}
