import { validateStaffPassword, type FieldErrors } from '@tienda/domain';

/** What a staff password field says under it: the staff's rule in a sentence. */
export const STAFF_PASSWORD_HINT = 'Al menos 12 caracteres, sin tu correo y que no sea una contraseña común. Una frase sirve.';

export type NewPasswordValues = { newPassword: string; repeatPassword: string };

/** A new staff password (the staff's rule, `email` not inside) typed twice alike. */
export function validateNewStaffPassword<Values extends NewPasswordValues>(values: Values, email: string): FieldErrors<NewPasswordValues> {
  const errors: FieldErrors<NewPasswordValues> = {};
  const problem = validateStaffPassword(values.newPassword, email);
  if (problem) errors.newPassword = problem;
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = 'Las contraseñas no coinciden.';
  return errors;
}
