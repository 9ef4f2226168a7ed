// Stylesheets imported for their side effect (the bundled font).
declare module '*.css';
