import { platformPath as p } from '../api/paths.ts';
import type { DocumentType } from './schemas.ts';

/** The public documents, read before and after login (spec 000 §7). */
export const docsPaths = {
  /** One document in the request's language (`?type=`, a DocumentType). */
  document: p('open/introduce'),
} as const;

/** The console page that shows a document: the documentation home, or /doc/<type> for every other one. */
export function documentPagePath(type: DocumentType): string {
  return type === 'documentHome' ? '/document' : `/doc/${type}`;
}
