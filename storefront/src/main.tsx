import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The theme first: its fonts and variables are the page's, whatever route comes.
import '@tienda/ui/theme';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
