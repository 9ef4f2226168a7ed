import { useRef, useState, type FormEvent } from 'react';
import { digitsOnly } from '@tienda/domain';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { FormFailure } from '../Field';
import { actions, form, pair, required } from './RepentanceForm.css';
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

type Field = keyof RepentanceValues;

/**
 * The withdrawal request: name, e-mail, phone, order number and message. Errors show once
 * the person tries to send, then follow their typing; a failed send puts the focus on the
 * first field to fix.
 */
export function RepentanceForm({ onSubmit, submitting = false, error = null, initialValues }: RepentanceFormProps) {
  const [values, setValues] = useState<RepentanceValues>({ ...emptyRepentance, ...initialValues });
  const [tried, setTried] = useState(false);
  const errors = tried ? validateRepentance(values) : {};
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const bind = (field: Field, mask: (value: string) => string = (value) => value) => ({
    name: field,
    value: values[field],
    error: errors[field],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[field] = element;
    },
    onValueChange: (value: string) => setValues((current) => ({ ...current, [field]: mask(value) })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTried(true);
    const found = validateRepentance(values);
    const firstInvalid = (Object.keys(found) as Field[])[0];
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    onSubmit({ ...values, orderNumber: values.orderNumber.trim(), message: values.message.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className={form} aria-busy={submitting || undefined}>
      <p className={required}>Todos los campos son obligatorios.</p>
      <TextField label="Nombre" autoComplete="name" {...bind('name')} />
      <div className={pair}>
        <TextField label="Correo electrónico" type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="Con código de área, sin 0 ni 15. Ej.: 1123456789"
          {...bind('phone', digitsOnly)}
        />
      </div>
      <TextField
        label="Número de pedido"
        autoComplete="off"
        hint="Lo encontrás en el correo de confirmación de tu compra."
        {...bind('orderNumber')}
      />
      <TextField
        label="Mensaje"
        multiline
        hint="Contanos qué producto querés devolver; el motivo es opcional."
        {...bind('message')}
      />
      {/* An alert is announced as it appears. */}
      {error && <FormFailure>{error}</FormFailure>}
      <div className={actions}>
        <Button type="submit" loading={submitting} loadingLabel="Enviando...">
          Enviar
        </Button>
      </div>
    </form>
  );
}
