// Stylesheets are bundled by esbuild (and ignored in the server build).
declare module '*.css';
