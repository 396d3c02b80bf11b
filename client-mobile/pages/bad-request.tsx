// /400 on a phone: the shared error view with the status the loader set.
import type { PageProps } from '../../shared/app/page-types.ts';
import { ErrorView } from '../../shared/components/error-view.tsx';

export default function BadRequestPage({ data }: PageProps<'bad-request'>) {
  return (
    <main id="main" className="page page--error">
      <ErrorView status={data.status} />
    </main>
  );
}
