export { MobileHeader as default } from '../components/mobile-header.tsx';
