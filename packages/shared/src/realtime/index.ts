/** The real-time channel (spec 000 §7): its path, channels and what each kind carries: shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
