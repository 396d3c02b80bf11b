export { SwipeTabs as default } from '../components/swipe-tabs.tsx';
