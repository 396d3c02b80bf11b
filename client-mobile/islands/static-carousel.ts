export { StaticCarousel as default } from '../components/snap-carousel.tsx';
