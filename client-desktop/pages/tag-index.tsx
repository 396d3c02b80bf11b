// The keyword index of one letter on the desktop: the shared page with the breadcrumb.
import type { PageProps } from '../../shared/app/page-types.ts';
import { TagIndexPage } from '../../shared/pages/tag-index-page.tsx';
import { Breadcrumb } from '../components/content/breadcrumb.tsx';

export default function DesktopTagIndexPage(props: PageProps<'tag-index'>) {
  const letter = props.data.index === '#' ? '数字与符号' : props.data.index;
  return (
    <TagIndexPage
      {...props}
      breadcrumb={<Breadcrumb navs={[{ name: '首页', link: '/' }, { name: '内容关键词', link: '/tags' }, { name: `关键词索引 · ${letter}` }]} />}
    />
  );
}
