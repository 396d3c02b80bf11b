export { LogoFold as default } from '../components/logo-wall.tsx';
