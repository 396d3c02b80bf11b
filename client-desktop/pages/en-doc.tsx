export { DocPage as default } from '../../shared/pages/doc-page.tsx';
