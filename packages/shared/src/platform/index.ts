/** The installation itself: its public settings and its health report. */
export * from './paths.ts';
export * from './schemas.ts';
