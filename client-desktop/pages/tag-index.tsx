// The keyword index of one letter on the desktop: the shared page with the breadcrumb.
import type { PageProps } from '../../shared/app/page-types.ts';
import { TagIndexPage } from '../../shared/pages/tag-index-page.tsx';
import { Breadcrumb } from '../components/content/breadcrumb.tsx';
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';

export default function DesktopTagIndexPage(props: PageProps<'tag-index'>) {
  const letter = props.data.index === '#' ? '数字与符号' : props.data.index;
  return (
    <TagIndexPage
      {...props}
      breadcrumb={
        <Breadcrumb
          navs={[
            { name: CRUMB.home, link: '/' },
            { name: CRUMB.tags, link: '/tags' },
            { name: `关键词索引 · ${letter}` },
          ]}
        />
      }
    />
  );
}
