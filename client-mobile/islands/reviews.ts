export { Reviews as default } from '../../shared/pages/evaluate-page.tsx';
