import { useState } from 'react';

const keyOf = (list: string) => `iotc.listColumns.${list}`;

function readHidden(list: string, defaults: string[]): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(list)) ?? 'null');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : defaults;
  } catch {
    // Blocked storage or a value from elsewhere: the list's own choice.
    return defaults;
  }
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key) => b.includes(key));

function writeHidden(list: string, hidden: string[], defaults: string[]): void {
  try {
    if (sameKeys(hidden, defaults)) localStorage.removeItem(keyOf(list));
    else localStorage.setItem(keyOf(list), JSON.stringify(hidden));
  } catch {
    // Blocked storage: the choice holds until the page is left.
  }
}

/**
 * The columns a user hid in one list, remembered in this browser under the list's name; until the user
 * chooses, the list's `defaults` (its secondary columns). Hidden keys are kept, not shown ones, so a
 * column added later shows until it is hidden.
 */
export function useColumnSettings(list: string, defaults: string[] = []) {
  const [hidden, setHiddenState] = useState(() => readHidden(list, defaults));
  const setHidden = (next: string[]) => {
    setHiddenState(next);
    writeHidden(list, next, defaults);
  };
  return { hidden, setHidden };
}
