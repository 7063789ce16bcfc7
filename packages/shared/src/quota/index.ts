/** The device-credential quota of a space (spec 000 §6, 001 §6): its path and answer shape. */
export * from './paths.ts';
export * from './schemas.ts';
