// The English home page (/en): the shared home sections with the English
// copy, whose news block lists the company's events.
import type { PageProps } from '../../shared/app/page-types.ts';
import { HOME_EN } from '../../shared/copy/home-en.ts';
import { HomePage } from '../components/home/home-page.tsx';

export default function EnHome({ data, root }: PageProps<'en-home'>) {
  return (
    <HomePage copy={HOME_EN} page={data.page} news={HOME_EN.news.events ?? []} root={root} brandWall={data.brandWall} />
  );
}
