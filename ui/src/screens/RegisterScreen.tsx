import { digitsOnly, maskDate, validateRegistration, type RegistrationValues } from '@tienda/domain';
import { AuthCard, useFormFields } from '../components/AuthCard';
import { FormFailure } from '../components/Field';
import { Button } from '../components/Button';
import { Link } from '../components/Link';
import { TextField } from '../components/TextField';
import { shopPaths } from '../paths';
import * as styles from './authScreens.css';

export type RegisterScreenProps = {
  /** Called with values that pass every rule of spec §5 (CUIL and phone as digits, birthday dd/mm/yyyy). */
  onSubmit: (values: RegistrationValues) => void;
  /** While the account is created: the fields freeze and the button says 'Creando cuenta...'. */
  submitting?: boolean;
  /** The server's refusal (e.g. 'El usuario ya existe'); the form is usable again to correct it. */
  error?: string | null;
  /** The day ages are counted on; only stories and tests pin it. */
  today?: Date;
};

const empty: RegistrationValues = { name: '', email: '', cuil: '', phone: '', birthday: '', password: '' };

/** '/register': the sign-up form; afterwards the storefront goes on to '/verify-email'. */
export function RegisterScreen({ onSubmit, submitting = false, error = null, today }: RegisterScreenProps) {
  const { bind, submit } = useFormFields(empty, (values) => validateRegistration(values, today));
  return (
    <AuthCard
      width="wide"
      title="Crear cuenta"
      intro="Completá tus datos. Te vamos a enviar un código para verificar tu correo electrónico."
      footer={
        <>
          ¿Ya tenés cuenta? <Link href={shopPaths.login}>Iniciar sesión</Link>
        </>
      }
    >
      <form noValidate onSubmit={submit(onSubmit)} className={styles.form} aria-busy={submitting || undefined}>
        <fieldset disabled={submitting} className={styles.fields}>
          <TextField label="Nombre y apellido" autoComplete="name" {...bind('name')} />
          <TextField label="Correo electrónico" type="email" autoComplete="email" {...bind('email')} />
          <div className={styles.pair}>
            <TextField
              label="CUIL"
              inputMode="numeric"
              autoComplete="off"
              hint="11 números, sin guiones."
              {...bind('cuil', digitsOnly)}
            />
            <TextField
              label="Teléfono"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint="Con código de área, sin 0 ni 15. Ej.: 1123456789"
              {...bind('phone', digitsOnly)}
            />
          </div>
          <div className={styles.pair}>
            <TextField
              label="Fecha de nacimiento"
              inputMode="numeric"
              autoComplete="bday"
              placeholder="dd/mm/aaaa"
              hint="Día, mes y año: dd/mm/aaaa."
              {...bind('birthday', maskDate)}
            />
            <TextField
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              hint="Entre 6 y 20 caracteres."
              {...bind('password')}
            />
          </div>
        </fieldset>
        {error && <FormFailure>{error}</FormFailure>}
        <Button type="submit" fullWidth loading={submitting} loadingLabel="Creando cuenta...">
          Crear cuenta
        </Button>
      </form>
    </AuthCard>
  );
}
