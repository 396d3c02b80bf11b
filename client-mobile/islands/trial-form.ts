export { TrialForm as default } from '../../shared/components/trial-form.tsx';
