export { TagPage as default } from '../../shared/pages/tag-page.tsx';
