import { useState, type FormEvent } from 'react';
import { digitsOnly, maskDate, validateBirthday, validateCuil, validateName, validatePhone } from '@tienda/domain';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { form, grid, actions } from './EditProfileDialog.css';

/** What the 'Información Básica' tab edits (PUT /api/user); the birthday as dd/mm/yyyy. */
export type BasicProfile = { firstName: string; lastName: string; cuil: string; phone: string; birthday: string };

type Field = keyof BasicProfile;

// Profile editing keeps the sign-up rules except e-mail and password (spec §5).
const rules: Record<Field, (value: string) => string | null> = {
  firstName: validateName,
  lastName: validateName,
  cuil: validateCuil,
  phone: validatePhone,
  birthday: (value) => validateBirthday(value),
};

const fields: { name: Field; label: string; mask?: (value: string) => string; inputMode?: 'numeric'; autoComplete: string }[] = [
  { name: 'firstName', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', autoComplete: 'family-name' },
  { name: 'cuil', label: 'CUIL', mask: digitsOnly, inputMode: 'numeric', autoComplete: 'off' },
  { name: 'phone', label: 'Teléfono', mask: digitsOnly, inputMode: 'numeric', autoComplete: 'tel-national' },
  { name: 'birthday', label: 'Fecha de nacimiento', mask: maskDate, inputMode: 'numeric', autoComplete: 'bday' },
];

export type ProfileFormProps = {
  initialValues: BasicProfile;
  /** Called only with values that pass every rule. */
  onSubmit: (values: BasicProfile) => void;
  submitting?: boolean;
  /** 'Guardar cambios' in the profile; 'Crear cuenta' where a new account is completed. */
  submitLabel?: string;
};

/** The basic data; each rule's message shows under its field, and the focus goes to the first. */
export function ProfileForm({ initialValues, onSubmit, submitting = false, submitLabel = 'Guardar cambios' }: ProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const { name } of fields) {
      const message = rules[name](values[name]);
      if (message) found[name] = message;
    }
    setErrors(found);
    const first = fields.find(({ name }) => found[name]);
    if (first) {
      const input = event.currentTarget.elements.namedItem(first.name);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form className={form} onSubmit={submit} noValidate>
      <div className={grid}>
        {fields.map(({ name, label, mask, inputMode, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            label={label}
            value={values[name]}
            inputMode={inputMode}
            autoComplete={autoComplete}
            placeholder={name === 'birthday' ? 'dd/mm/aaaa' : undefined}
            error={errors[name]}
            onValueChange={(typed) => {
              setValues((before) => ({ ...before, [name]: mask ? mask(typed) : typed }));
              setErrors((before) => ({ ...before, [name]: undefined }));
            }}
          />
        ))}
      </div>
      <div className={actions}>
        <Button type="submit" loading={submitting} loadingLabel="Guardando...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
