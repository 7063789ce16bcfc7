/** Uploads: the upload call's path, fields and answer. */
export * from './paths.ts';
export * from './schemas.ts';
