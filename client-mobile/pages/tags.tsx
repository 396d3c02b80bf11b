export { TagsPage as default } from '../../shared/pages/tags-page.tsx';
