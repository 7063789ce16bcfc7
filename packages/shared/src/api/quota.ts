// Types and request schemas of this feature's calls (paths in paths.ts).
export {};
