export { default } from './template.tsx';
