export { Link, type LinkProps } from './Link';
export { LinkComponentProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkComponent';
