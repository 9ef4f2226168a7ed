export { RepentanceForm, type RepentanceFormProps } from './RepentanceForm';
export { validateRepentance, type RepentanceValues } from './repentanceRules';
