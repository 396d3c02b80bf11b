export { StatusPage as default } from '../../shared/pages/status-page.tsx';
