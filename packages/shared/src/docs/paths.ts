import { platformPath as p } from '../api/paths.ts';

/** The public documents, read before and after login (spec 000 §7). */
export const docsPaths = {
  /** One document in the request's language (`?type=`, an IntroduceType). */
  document: p('open/introduce'),
} as const;
