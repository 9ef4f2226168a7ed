export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
