import { create } from 'zustand';
import { leftSpace, useSessionStore } from '@/lib/sessionStore';
import { openTab, replaceTab, type Tab } from './tabRules';

interface TabState {
  tabs: Tab[];
  open(tab: Tab): void;
  /** The page of tab `from` replaced itself by `tab`'s. */
  replace(from: string, tab: Tab): void;
  set(tabs: Tab[]): void;
  clear(): void;
}

export const useTabStore = create<TabState>()((set) => ({
  tabs: [],
  open: (tab) => set((state) => ({ tabs: openTab(state.tabs, tab) })),
  replace: (from, tab) => set((state) => ({ tabs: replaceTab(state.tabs, from, tab) })),
  set: (tabs) => set({ tabs }),
  clear: () => set({ tabs: [] }),
}));

// Tabs belong to one user in one space: logging out or switching space starts over.
useSessionStore.subscribe((state, previous) => {
  if (leftSpace(state, previous)) useTabStore.getState().clear();
});
