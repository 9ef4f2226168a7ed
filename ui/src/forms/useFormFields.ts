import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { FieldErrors } from '@tienda/domain';

/**
 * When a field's message shows and when it goes:
 * 'live' (default), nothing before the first send; after it, every message follows the typing;
 * 'untilEdited', the messages of the last refused send, each gone once its field is edited.
 */
export type ErrorTiming = 'live' | 'untilEdited';

const hasErrors = (errors: FieldErrors<Record<string, string>>) => Object.values(errors).some(Boolean);

/**
 * The state of a form of text fields judged by one rule set (messages in the domain's words).
 * `bind(field)` gives a TextField (or Select) its name, value, error and onValueChange;
 * `set(change)` writes several fields at once; `submit(send)` is the form's onSubmit: `send`
 * gets the values only when every rule passes, and a refused send puts the focus on the first
 * field to fix, in the order of the page. `reset()` goes back to the initial values, untried.
 */
export function useFormFields<Values extends Record<string, string>>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Values>,
  { errors: timing = 'live' }: { errors?: ErrorTiming } = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const [tried, setTried] = useState(false);
  const [standing, setStanding] = useState<FieldErrors<Values>>({});
  const errors: FieldErrors<Values> = timing === 'untilEdited' ? standing : tried ? validate(values) : {};

  // Bumped by each refused send, so the focus moves even when the same fields stay wrong.
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = (change: Partial<Values>) => {
    setValues((before) => ({ ...before, ...change }));
    if (timing === 'untilEdited') {
      // A field being corrected stops saying it is wrong.
      setStanding((before) => {
        const after = { ...before };
        for (const field of Object.keys(change)) delete after[field];
        return after;
      });
    }
  };

  const bind = <Field extends keyof Values & string>(field: Field, mask: (value: string) => string = (value) => value) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => set({ [field]: mask(value) } as Partial<Values>),
  });

  const submit = (send: (values: Values) => unknown) => (event: SubmitEvent<HTMLElement>) => {
    event.preventDefault();
    const found = validate(values);
    setTried(true);
    setStanding(found);
    if (!hasErrors(found)) {
      send(values);
      return;
    }
    form.current = event.currentTarget;
    setRefusals((count) => count + 1);
  };

  const reset = () => {
    setValues(initial);
    setTried(false);
    setStanding({});
  };

  return { values, errors, bind, set, submit, reset };
}
