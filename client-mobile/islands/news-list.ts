export { NewsList as default } from '../components/news-list.tsx';
