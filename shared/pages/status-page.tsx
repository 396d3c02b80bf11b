// The /400 and /sorry destinations (spec §2 error screens): the shared error view with the status
// the loader set.
import type { PageProps } from '../app/page-types.ts';
import { ErrorView } from '../components/error-view.tsx';

export function StatusPage({ data }: PageProps<'bad-request' | 'sorry'>) {
  return (
    <main id="main" className="page page--error">
      <ErrorView status={data.status} />
    </main>
  );
}
