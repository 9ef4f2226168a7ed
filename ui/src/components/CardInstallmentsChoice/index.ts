export { CardInstallmentsChoice, type CardInstallmentsChoiceProps } from './CardInstallmentsChoice';
