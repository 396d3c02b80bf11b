// English pages always use the desktop layout; the map still needs an entry, so the phone's
// partner page stands in.
export { default } from './cooperative.tsx';
