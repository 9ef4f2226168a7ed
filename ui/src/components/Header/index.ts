export { Header, type HeaderProps, type HeaderCategory } from './Header';
