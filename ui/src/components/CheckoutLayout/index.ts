export { CheckoutLayout, type CheckoutLayoutProps } from './CheckoutLayout';
export { StepActions } from './StepActions';
export { CheckoutSteps, CHECKOUT_STEPS, CHECKOUT_STEP_LABELS, type CheckoutStep, type CheckoutStepsProps } from './CheckoutSteps';
