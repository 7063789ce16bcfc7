import { useState } from 'react';

const keyOf = (list: string) => `iotc.listColumns.${list}`;

function readHidden(list: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(list)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    // Blocked storage or a value from elsewhere: every column shows.
    return [];
  }
}

function writeHidden(list: string, hidden: string[]): void {
  try {
    if (hidden.length > 0) localStorage.setItem(keyOf(list), JSON.stringify(hidden));
    else localStorage.removeItem(keyOf(list));
  } catch {
    // Blocked storage: the choice holds until the page is left.
  }
}

/**
 * The columns a user hid in one list, remembered in this browser under the list's name. Hidden keys
 * are kept, not shown ones, so a column added later shows until it is hidden.
 */
export function useColumnSettings(list: string) {
  const [hidden, setHiddenState] = useState(() => readHidden(list));
  const setHidden = (next: string[]) => {
    setHiddenState(next);
    writeHidden(list, next);
  };
  return { hidden, setHidden };
}
