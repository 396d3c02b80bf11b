// The keyword index of one letter on the desktop: the shared page with the breadcrumb.
import type { PageProps } from '../../shared/app/page-types.ts';
import { TagIndexPage } from '../../shared/pages/tag-index-page.tsx';
import { Breadcrumb } from '../components/content/breadcrumb.tsx';
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';
import { KEYWORD_INDEX } from '../../shared/copy/keyword-index.ts';

export default function DesktopTagIndexPage(props: PageProps<'tag-index'>) {
  return (
    <TagIndexPage
      {...props}
      breadcrumb={
        <Breadcrumb
          navs={[
            { name: CRUMB.home, link: '/' },
            { name: CRUMB.tags, link: '/tags' },
            { name: KEYWORD_INDEX.crumb(props.data.index) },
          ]}
        />
      }
    />
  );
}
