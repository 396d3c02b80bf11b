export { HonoursCarousel as default } from '../components/honours-carousel.tsx';
