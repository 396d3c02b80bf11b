export { default } from './cooperative.tsx';
