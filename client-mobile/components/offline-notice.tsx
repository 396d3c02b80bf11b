// The notice a phone page shows while the browser is offline: an island of the app's frame that
// renders nothing on the server (which only answers online browsers) and carries its words in its
// props, so its code is a few lines.
import { useOnline } from '../../shared/app/connection.ts';

export function OfflineNotice({ message }: { message: string }) {
  return useOnline() ? null : (
    <p className="offline-banner" role="status">
      {message}
    </p>
  );
}
