export { GenericPage as default } from '../../shared/pages/generic-page.tsx';
