import { useRef, useState, type FormEvent } from 'react';

type Errors<Values> = Partial<Record<keyof Values, string>>;

/**
 * The state of a form of text fields judged by one rule set: errors show once the person tries
 * to send, then follow their typing; a refused send puts the focus on the first field to fix.
 * `bind(field)` gives a TextField everything it needs; `submit(send)` is the form's onSubmit.
 */
export function useFormFields<Values extends Record<string, string>>(
  initial: Values,
  validate: (values: Values) => Errors<Values>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [tried, setTried] = useState(false);
  const errors: Errors<Values> = tried ? validate(values) : {};
  const elements = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({});

  const bind = (field: keyof Values & string, mask: (value: string) => string = (value) => value) => ({
    name: field,
    value: values[field],
    error: errors[field],
    ref: (element: HTMLInputElement | null) => {
      elements.current[field] = element;
    },
    onValueChange: (value: string) => setValues((current) => ({ ...current, [field]: mask(value) })),
  });

  const submit = (send: (values: Values) => void) => (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = validate(values);
    const firstInvalid = (Object.keys(values) as (keyof Values)[]).find((field) => found[field]);
    if (firstInvalid) elements.current[firstInvalid]?.focus();
    else send(values);
  };

  return { values, errors, bind, submit };
}
