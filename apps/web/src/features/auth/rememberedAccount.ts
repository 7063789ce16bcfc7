/**
 * "Remember password" keeps only the ACCOUNT here; the password itself is left to the browser's
 * password manager (the form's autocomplete attributes), never stored by us.
 */
const KEY = 'iotc.login.account';

export function readRememberedAccount(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (privacy settings): behave as if nothing was remembered.
    return null;
  }
}

export function rememberAccount(account: string | null): void {
  try {
    if (account) localStorage.setItem(KEY, account);
    else localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the account is simply not remembered.
  }
}
