import type { HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';
import { useCallback, useEffect, useState } from 'react';
import { StudioApiError, studioApi } from '../lib/studio-api.ts';

const PAGE_SIZE = 20;

/** The ended rounds of a shared-round game (`crash`, `money-wheel`), newest first, page by page. */
export function useRoundHistory(slug: string) {
  const [rounds, setRounds] = useState<HistoryEntry[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(
    async (before?: number) => {
      try {
        const query = `limit=${PAGE_SIZE}${before === undefined ? '' : `&before=${before}`}`;
        const page = await studioApi<HistoryEntry[]>('GET', `${slug}/history?${query}`);
        setRounds((shown) => (before === undefined ? page : [...(shown ?? []), ...page]));
        setMore(page.length === PAGE_SIZE);
      } catch (e) {
        setError(e instanceof StudioApiError ? e.message : String(e));
        setRounds((shown) => shown ?? []);
      }
    },
    [slug],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = () => {
    const last = rounds?.[rounds.length - 1];
    if (last) void load(last.roundId);
  };
  return { rounds, more, error, loadMore };
}
