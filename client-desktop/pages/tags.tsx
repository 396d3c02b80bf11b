// The keyword list on the desktop: the shared page inside the article frame's breadcrumb.
import type { PageProps } from '../../shared/app/page-types.ts';
import { TagsPage } from '../../shared/pages/tags-page.tsx';
import { Breadcrumb } from '../components/content/breadcrumb.tsx';
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';

export default function DesktopTagsPage(props: PageProps<'tags'>) {
  return (
    <TagsPage
      {...props}
      breadcrumb={
        <Breadcrumb
          navs={[{ name: CRUMB.home, link: '/' }, { name: CRUMB.news, link: '/news' }, { name: CRUMB.tags }]}
        />
      }
    />
  );
}
