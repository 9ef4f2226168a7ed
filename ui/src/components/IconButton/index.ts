export { IconButton, type IconButtonProps } from './IconButton';
export { IconButtonLink, type IconButtonLinkProps } from './IconButtonLink';
