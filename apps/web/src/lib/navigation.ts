/**
 * Navigation for code outside components (request client, session actions). The app hands in its
 * router's navigate; before that a full page load does the job.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));

export function bindNavigate(navigate: Navigate): void {
  current = navigate;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

/** Path, query and hash of the page shown now. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
