export { ConsultSection as default } from '../components/consult-block.tsx';
