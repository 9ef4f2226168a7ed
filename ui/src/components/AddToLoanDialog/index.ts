export { AddToLoanDialog, ADD_TO_LOAN_QUESTION, type AddToLoanDialogProps } from './AddToLoanDialog';
