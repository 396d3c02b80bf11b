export { TrialPage as default } from '../../shared/pages/trial-page.tsx';
