export { OfflineNotice as default } from '../components/offline-notice.tsx';
