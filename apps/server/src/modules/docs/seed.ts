import { sql } from 'drizzle-orm';
import { LANGS, type Lang } from '@iotc/shared';
import { documentTypes, type DocumentType } from '@iotc/shared/docs';
import type { Db } from '../../core/db.ts';
import { documents } from './tables.ts';
import { documentTexts, type DocumentText } from './texts.ts';
import { voiceGuideTexts } from './voiceGuides.ts';

/** Every public document as first installed: the documentation home, the legal texts and the voice platforms' guides. */
export const publicDocumentTexts: Record<DocumentType, Record<Lang, DocumentText>> = { ...documentTexts, ...voiceGuideTexts };

/**
 * Writes the public documents in both languages. Running it again changes a row only when its text
 * changed, so `updated_at` keeps telling when a document last changed.
 */
export async function seedDocuments(db: Db): Promise<void> {
  const rows = documentTypes.flatMap((type) =>
    LANGS.map((lang) => ({ type, lang, title: publicDocumentTexts[type][lang].title, content: publicDocumentTexts[type][lang].content })),
  );
  await db
    .insert(documents)
    .values(rows)
    .onConflictDoUpdate({
      target: [documents.type, documents.lang],
      set: { title: sql`excluded.title`, content: sql`excluded.content`, updatedAt: sql`now()` },
      setWhere: sql`${documents.title} <> excluded.title or ${documents.content} <> excluded.content`,
    });
}
