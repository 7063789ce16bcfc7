import { useSearchParams } from 'react-router';

/**
 * The tab a page shows, kept in the address (`?tab=`) so a reload or a shared link opens it again; an unknown or
 * missing one is `fallback`. Switching replaces the address instead of adding to the history.
 */
export function useAddressTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((name) => name === params.get('tab')) ?? fallback;
  const setTab = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}
