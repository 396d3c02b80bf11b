// The Chinese home page: the shared home sections with the Chinese copy and the 8 latest news.
import type { PageProps } from '../../shared/app/page-types.ts';
import { HOME } from '../../shared/copy/home.ts';
import { HomePage } from '../components/home/home-page.tsx';
import { newsItemOf } from '../components/home/home-news.tsx';

export default function Home({ data, root }: PageProps<'home'>) {
  return (
    <HomePage copy={HOME} page={data.page} news={data.news.map(newsItemOf)} root={root} brandWall={data.brandWall} />
  );
}
