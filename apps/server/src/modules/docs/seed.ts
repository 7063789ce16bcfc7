import { sql } from 'drizzle-orm';
import { LANGS } from '@iotc/shared';
import { introduceTypes } from '@iotc/shared/docs';
import type { Db } from '../../core/db.ts';
import { documents } from './tables.ts';
import { documentTexts } from './texts.ts';

/**
 * Writes the public documents in both languages. Running it again changes a row only when its text
 * changed, so `updated_at` keeps telling when a document last changed.
 */
export async function seedDocuments(db: Db): Promise<void> {
  const rows = introduceTypes.flatMap((type) =>
    LANGS.map((lang) => ({ type, lang, title: documentTexts[type][lang].title, content: documentTexts[type][lang].content })),
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
