export { HomeBanner as default } from '../components/home/home-banner.tsx';
