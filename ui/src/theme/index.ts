import '@fontsource/nunito-sans/latin-400.css';
import '@fontsource/nunito-sans/latin-600.css';
import '@fontsource/nunito-sans/latin-700.css';
import './shopTheme.css';

export { vars } from './contract.css';
export { breakpoints, media } from './breakpoints';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export type { ButtonVariant, Tone } from './tones';
