export { OutcomeIcon, type OutcomeIconProps } from './OutcomeIcon';
export type { OutcomeTone } from './OutcomeIcon.css';
