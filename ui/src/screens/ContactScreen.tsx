import { validateCuil, validateEmail, validateName, validatePhone, type FieldErrors } from '@tienda/domain';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { CheckoutLayout, StepActions, type CheckoutStep } from '../components/CheckoutLayout';
import { FormFailure } from '../components/Field';
import { Link } from '../components/Link';
import { PersonalDataNotice } from '../components/PersonalDataNotice';
import type { PurchaseSummaryProps } from '../components/PurchaseSummary';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { CuilField, PhoneField, useFormFields } from '../forms';
import { shopPaths } from '../paths';
import * as styles from './ContactScreen.css';

/** A guest's contact data, sent with the guest order (spec §3: name, email, phone, cuil). */
export type ContactValues = { name: string; email: string; phone: string; cuil: string };

/** The rules of spec §5 for each field, with their messages. */
export function validateContact(values: ContactValues): FieldErrors<ContactValues> {
  const errors: FieldErrors<ContactValues> = {};
  const name = validateName(values.name);
  const email = validateEmail(values.email);
  const phone = validatePhone(values.phone);
  const cuil = validateCuil(values.cuil);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (phone) errors.phone = phone;
  if (cuil) errors.cuil = cuil;
  return errors;
}

const empty: ContactValues = { name: '', email: '', phone: '', cuil: '' };

export type ContactScreenProps = {
  /** What the guest typed before (storage 'contact'), to resume. */
  initialValues?: Partial<ContactValues>;
  /** Called only with valid data. */
  onSubmit: (values: ContactValues) => void;
  /** While the data are saved: the fields freeze and the button is busy. */
  submitting?: boolean;
  /** Why the step could not go on, e.g. 'Error al acceder a los datos'. */
  error?: string | null;
  /** The figures of 'Resumen de compra'; left out while they are not known. */
  summary?: PurchaseSummaryProps;
  /** The steps of this checkout (the guest's four, unless the storefront says otherwise). */
  steps?: readonly CheckoutStep[];
};

/**
 * '/payment' for guests (spec §2 Contact information step): name, e-mail, phone and CUIL,
 * then 'Continuar' to the delivery. Phone and CUIL take digits only (§5).
 */
export function ContactScreen({ initialValues, onSubmit, submitting = false, error = null, summary, steps }: ContactScreenProps) {
  const { bind, submit } = useFormFields<ContactValues>({ ...empty, ...initialValues }, validateContact);
  return (
    <CheckoutLayout
      title="Datos de contacto"
      intro="Te enviaremos a este correo la confirmación y el seguimiento de tu compra."
      step="contact"
      steps={steps}
      summary={summary}
    >
      <Card space="large" padding={{ mobile: 'medium', desktop: 'large' }}>
        <Stack as="form" space="large" noValidate onSubmit={submit(onSubmit)} aria-busy={submitting || undefined}>
          <fieldset disabled={submitting} className={styles.fields}>
            <div className={styles.wide}>
              <TextField label="Nombre" autoComplete="name" {...bind('name')} />
            </div>
            <TextField label="Correo electrónico" type="email" autoComplete="email" {...bind('email')} />
            <PhoneField {...bind('phone')} />
            <CuilField maxLength={11} {...bind('cuil')} />
          </fieldset>
          <PersonalDataNotice purpose="Usamos estos datos para entregarte tu compra, facturarla y avisarte cómo sigue." />
          {error && <FormFailure>{error}</FormFailure>}
          <StepActions>
            <p className={styles.actionsNote}>
              ¿Tienes cuenta? <Link href={shopPaths.login}>Ingresa</Link> para usar tus datos guardados y tu préstamo.
            </p>
            <Button type="submit" loading={submitting}>
              Continuar
            </Button>
          </StepActions>
        </Stack>
      </Card>
    </CheckoutLayout>
  );
}
