export { ApplicationPage as default } from '../../shared/pages/application-page.tsx';
