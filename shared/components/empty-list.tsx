// What a list shows when it has nothing to show (spec §2 'no data'), on both devices: 暂无数据 and a
// way back: to the list's first page when the visitor paged past its end, else to where the list
// belongs (the keyword list, the home page).
import { AppLink } from '../app/app-link.tsx';
import { EMPTY_LIST } from '../copy/empty-list.ts';

export interface EmptyListProps {
  /** The list's first page, offered when the visitor is past its end. */
  firstPage: string;
  pageNumber: number;
  /** Where an empty first page leads instead, and the link's words. */
  back: { href: string; label: string };
  message?: string;
}

export function EmptyList({ firstPage, pageNumber, back, message = EMPTY_LIST.noData }: EmptyListProps) {
  const past = pageNumber > 1;
  return (
    <div className="empty-state">
      <p className="empty-state__text">{message}</p>
      <AppLink className="btn btn--ghost empty-state__back" to={past ? firstPage : back.href}>
        {past ? EMPTY_LIST.firstPage : back.label}
      </AppLink>
    </div>
  );
}
