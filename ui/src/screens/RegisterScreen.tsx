import { maskDate, validateRegistration, type RegistrationValues } from '@tienda/domain';
import { AuthCard } from '../components/AuthCard';
import { FormFailure } from '../components/Field';
import { Button } from '../components/Button';
import { Column, Columns } from '../components/Columns';
import { Link } from '../components/Link';
import { PersonalDataNotice } from '../components/PersonalDataNotice';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { CuilField, PhoneField, useFormFields } from '../forms';
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
      intro="Completa tus datos. Te vamos a enviar un código para verificar tu correo electrónico."
      footer={
        <>
          ¿Ya tienes cuenta? <Link href={shopPaths.login}>Iniciar sesión</Link>
        </>
      }
    >
      <Stack as="form" space="medium" noValidate onSubmit={submit(onSubmit)} aria-busy={submitting || undefined}>
        <Stack as="fieldset" space="medium" disabled={submitting} className={styles.fields}>
          <TextField label="Nombre y apellido" autoComplete="name" {...bind('name')} />
          <TextField label="Correo electrónico" type="email" autoComplete="email" {...bind('email')} />
          <Columns space="medium" collapseBelow="desktop" alignY="top">
            <Column>
              <CuilField {...bind('cuil')} />
            </Column>
            <Column>
              <PhoneField {...bind('phone')} />
            </Column>
          </Columns>
          <Columns space="medium" collapseBelow="desktop" alignY="top">
            <Column>
              <TextField
                label="Fecha de nacimiento"
                inputMode="numeric"
                autoComplete="bday"
                placeholder="dd/mm/aaaa"
                hint="Día, mes y año: dd/mm/aaaa."
                {...bind('birthday', maskDate)}
              />
            </Column>
            <Column>
              <TextField label="Contraseña" type="password" autoComplete="new-password" hint="Entre 6 y 20 caracteres." {...bind('password')} />
            </Column>
          </Columns>
        </Stack>
        <PersonalDataNotice purpose="Usamos estos datos para crear tu cuenta, tus compras y tu préstamo pre-aprobado." />
        {error && <FormFailure>{error}</FormFailure>}
        <Button type="submit" fullWidth loading={submitting} loadingLabel="Creando cuenta...">
          Crear cuenta
        </Button>
      </Stack>
    </AuthCard>
  );
}
