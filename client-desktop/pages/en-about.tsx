export { default } from './about.tsx';
