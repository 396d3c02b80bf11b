export { EvaluatePage as default } from '../../shared/pages/evaluate-page.tsx';
