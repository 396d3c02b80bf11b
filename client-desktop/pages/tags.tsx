// The keyword list on the desktop: the shared page inside the article frame's breadcrumb.
import type { PageProps } from '../../shared/app/page-types.ts';
import { TagsPage } from '../../shared/pages/tags-page.tsx';
import { Breadcrumb } from '../components/content/breadcrumb.tsx';

export default function DesktopTagsPage(props: PageProps<'tags'>) {
  return <TagsPage {...props} breadcrumb={<Breadcrumb navs={[{ name: '首页', link: '/' }, { name: '新闻动态', link: '/news' }, { name: '内容关键词' }]} />} />;
}
