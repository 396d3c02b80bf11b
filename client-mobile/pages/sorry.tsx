// /sorry on a phone: the shared error view with the status the loader set.
import type { PageProps } from '../../shared/app/page-types.ts';
import { ErrorView } from '../../shared/components/error-view.tsx';

export default function SorryPage({ data }: PageProps<'sorry'>) {
  return (
    <main id="main" className="page page--error">
      <ErrorView status={data.status} />
    </main>
  );
}
