/** Public documents (the documentation home and the legal texts): their path and answer shape. */
export * from './paths.ts';
export * from './schemas.ts';
