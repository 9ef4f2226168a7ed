export { ContactForm, type ContactFormProps } from './ContactForm';
export { type ContactMessageValues } from './contactRules';
