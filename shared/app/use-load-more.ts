// 'Load more' for every growing list of both apps (news lists, interviews): the server renders
// the first items, each load fetches the next page of `step` and appends what is new, keyboard
// focus carries on from the first new item (the control may be gone by then), and with `href`
// the address is replaced so a reload or a shared link shows as many items.
import { useEffect, useRef, useState } from 'react';

type LoadState = 'idle' | 'loading' | 'failed';

interface LoadMoreOptions<T> {
  first: T[];
  total: number;
  step: number;
  fetchPage: (page: number, size: number) => Promise<{ results: T[] }>;
  href?: (page: number) => string;
}

/** The page of `step` items that follows `shown` items. */
export const nextPageAfter = (shown: number, step: number): number => Math.floor(shown / step) + 1;

/** `current` followed by the items of `next` it does not hold yet. */
export function appendNew<T extends { id: number }>(current: T[], next: T[]): T[] {
  const ids = new Set(current.map((a) => a.id));
  return [...current, ...next.filter((a) => !ids.has(a.id))];
}

export function useLoadMore<T extends { id: number }, L extends HTMLElement = HTMLElement>({
  first,
  total,
  step,
  fetchPage,
  href,
}: LoadMoreOptions<T>) {
  const [items, setItems] = useState(first);
  const [state, setState] = useState<LoadState>('idle');
  // New server data (a client navigation to the same page) starts the list again.
  const [source, setSource] = useState(first);
  if (source !== first) {
    setSource(first);
    setItems(first);
    setState('idle');
  }
  const listRef = useRef<L>(null);
  const focusFrom = useRef<number | null>(null);
  const nextPage = nextPageAfter(items.length, step);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]
      ?.querySelector<HTMLElement>('a:not([tabindex="-1"])')
      ?.focus({ preventScroll: true });
  }, [items.length]);

  async function loadMore() {
    if (state === 'loading') return;
    setState('loading');
    try {
      const next = await fetchPage(nextPage, step);
      focusFrom.current = items.length;
      setItems((current) => appendNew(current, next.results));
      setState('idle');
      if (href) history.replaceState(history.state, '', href(nextPage));
    } catch {
      setState('failed');
    }
  }

  return { items, state, hasMore: items.length < total, nextPage, loadMore, listRef };
}
