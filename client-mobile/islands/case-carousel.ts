export { CaseCarousel as default } from '../components/case-carousel.tsx';
