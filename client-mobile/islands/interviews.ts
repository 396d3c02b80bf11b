export { Interviews as default } from '../../shared/pages/evaluate-page.tsx';
