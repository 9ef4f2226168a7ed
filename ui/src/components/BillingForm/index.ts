export { BillingForm, type BillingAddress, type BillingFormProps } from './BillingForm';
