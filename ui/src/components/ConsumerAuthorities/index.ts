export { ConsumerAuthorities } from './ConsumerAuthorities';
