/** The area tree: its path and node shape. */
export * from './paths.ts';
export * from './schemas.ts';
