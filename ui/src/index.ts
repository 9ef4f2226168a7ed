// The design system: theme first (it loads the font and sets the variables), then the pieces.
export * from './theme';
export * from './components/Box';
export * from './components/Stack';
export * from './components/Text';
export * from './components/Heading';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Spinner';
export * from './components/Badge';
