import { CUIL_LENGTH, digitsOnly, PROVINCES, validateCuil, type FieldErrors } from '@tienda/domain';
import type { Province } from '../AddressForm';
import { PersonalDataNotice } from '../PersonalDataNotice';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { useFormFields } from '../../forms';
import { grid } from './BillingForm.css';

/** The card payment's billing data (spec §2 Summary), as the order's billingAddress carries it. */
export type BillingAddress = {
  /** 11 digits: a person's CUIL or a company's CUIT. */
  cuil: string;
  province: string;
  city: string;
  street: string;
  zipCode: string;
  /** The house number, digits only. */
  number: string;
};

export type BillingFormProps = {
  /** The form's id: the pay button that submits it lives in the purchase summary (`form={id}`). */
  id: string;
  /** Called only once every field is filled and the CUIL/CUIT is valid. */
  onSubmit: (billing: BillingAddress) => void;
  /** The provinces with their cities; the domain's 24 unless told otherwise. */
  provinces?: readonly Province[];
  initialValue?: BillingAddress;
  /** While the payment is being prepared. */
  disabled?: boolean;
};

const empty: BillingAddress = { cuil: '', province: '', city: '', street: '', zipCode: '', number: '' };

const blank = (value: string) => value.trim() === '';

// The spec shows no rules here; the order contract still checks the CUIL/CUIT (check digit
// included), so the form asks for what the server will accept, in the CUIL rules' words.
function cuilProblem(cuil: string): string | null {
  if (validateCuil(cuil) === null) return null;
  if (blank(cuil)) return 'Introduce un CUIL/CUIT.';
  if (cuil.length !== CUIL_LENGTH) return `El CUIL/CUIT debe contener exactamente ${CUIL_LENGTH} números.`;
  return 'El CUIL/CUIT no es válido.';
}

function validate(billing: BillingAddress): FieldErrors<BillingAddress> {
  const errors: FieldErrors<BillingAddress> = {};
  const cuil = cuilProblem(billing.cuil);
  if (cuil) errors.cuil = cuil;
  if (blank(billing.province)) errors.province = 'Elige una provincia.';
  // Without a province the city cannot be chosen yet: the province's message says what to do.
  if (!blank(billing.province) && blank(billing.city)) errors.city = 'Elige una ciudad.';
  if (blank(billing.street)) errors.street = 'Introduce la calle.';
  if (blank(billing.zipCode)) errors.zipCode = 'Introduce el código postal.';
  if (blank(billing.number)) errors.number = 'Introduce el número.';
  return errors;
}

/**
 * 'Datos de facturación' for a card payment without a saved address: CUIL/CUIT, province,
 * one of its cities, street, zip code and number. It has no button of its own: the step's
 * pay button submits it. A refused submit marks each missing field and moves the focus to
 * the first one.
 */
export function BillingForm({ id, onSubmit, provinces = PROVINCES, initialValue = empty, disabled = false }: BillingFormProps) {
  const { values: billing, bind, set, submit } = useFormFields(initialValue, validate, { errors: 'untilEdited' });
  const cities = provinces.find((province) => province.name === billing.province)?.cities ?? [];
  const send = (values: BillingAddress) => onSubmit({ ...values, street: values.street.trim(), zipCode: values.zipCode.trim() });

  return (
    <Stack as="form" space="medium" id={id} onSubmit={submit(send)} noValidate>
      <div className={grid}>
        <TextField label="CUIL/CUIT" inputMode="numeric" maxLength={CUIL_LENGTH} disabled={disabled} {...bind('cuil', digitsOnly)} />
        <Select
          label="Provincia"
          placeholder="Elige una provincia"
          options={provinces.map(({ name }) => ({ value: name, label: name }))}
          disabled={disabled}
          {...bind('province')}
          // Another province's cities are not this one's: the city is chosen again.
          onValueChange={(province) => set({ province, city: province === billing.province ? billing.city : '' })}
        />
        <Select
          label="Ciudad"
          placeholder={billing.province ? 'Elige una ciudad' : 'Primero elige la provincia'}
          options={cities.map((city) => ({ value: city, label: city }))}
          disabled={disabled || cities.length === 0}
          {...bind('city')}
        />
        <TextField label="Calle" autoComplete="billing address-line1" disabled={disabled} {...bind('street')} />
        <TextField label="Código postal" autoComplete="billing postal-code" disabled={disabled} {...bind('zipCode')} />
        <TextField label="Número" inputMode="numeric" disabled={disabled} {...bind('number', digitsOnly)} />
      </div>
      <PersonalDataNotice purpose="Usamos estos datos para emitir tu factura ante ARCA." />
    </Stack>
  );
}
