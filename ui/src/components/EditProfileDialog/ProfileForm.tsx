import { maskDate, validateBirthday, validateCuil, validateName, validatePhone, type FieldErrors } from '@tienda/domain';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { CuilField, PhoneField, useFormFields } from '../../forms';
import { grid } from './EditProfileDialog.css';

/** What the 'Información Básica' tab edits (PUT /api/user); the birthday as dd/mm/yyyy. */
export type BasicProfile = { firstName: string; lastName: string; cuil: string; phone: string; birthday: string };

// Profile editing keeps the sign-up rules except e-mail and password (spec §5).
const rules: Record<keyof BasicProfile, (value: string) => string | null> = {
  firstName: validateName,
  lastName: validateName,
  cuil: validateCuil,
  phone: validatePhone,
  birthday: (value) => validateBirthday(value),
};

function validate(values: BasicProfile): FieldErrors<BasicProfile> {
  const errors: FieldErrors<BasicProfile> = {};
  for (const field of Object.keys(rules) as (keyof BasicProfile)[]) {
    const message = rules[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

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
  const { bind, submit } = useFormFields(initialValues, validate, { errors: 'untilEdited' });
  return (
    <Stack as="form" space="medium" onSubmit={submit(onSubmit)} noValidate>
      {/* A compact form: its fields carry no hints. */}
      <div className={grid}>
        <TextField label="Nombre" autoComplete="given-name" {...bind('firstName')} />
        <TextField label="Apellido" autoComplete="family-name" {...bind('lastName')} />
        <CuilField hint={undefined} {...bind('cuil')} />
        <PhoneField hint={undefined} {...bind('phone')} />
        <TextField label="Fecha de nacimiento" inputMode="numeric" autoComplete="bday" placeholder="dd/mm/aaaa" {...bind('birthday', maskDate)} />
      </div>
      <Box display="flex" justifyContent="flex-end">
        <Button type="submit" loading={submitting} loadingLabel="Guardando...">
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
