export { BottomBar as default } from '../components/bottom-bar.tsx';
