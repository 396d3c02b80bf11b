export { TagIndexPage as default } from '../../shared/pages/tag-index-page.tsx';
