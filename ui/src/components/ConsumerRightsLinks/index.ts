export { ConsumerRightsLinks } from './ConsumerRightsLinks';
