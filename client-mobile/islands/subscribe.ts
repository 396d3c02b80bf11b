export { SubscribeSheet as default } from '../components/subscribe-sheet.tsx';
