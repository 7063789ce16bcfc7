import { desc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@iotc/shared';
import type { DocumentType, IntroduceDoc } from '@iotc/shared/docs';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { documents } from './tables.ts';

/** The document of `type` in `lang`, or in another language when that one is missing; null when none exists. */
export async function getDocument(db: Db, type: DocumentType, lang: Lang): Promise<IntroduceDoc | null> {
  const [row] = await db
    .select({ title: documents.title, content: documents.content, updatedAt: documents.updatedAt })
    .from(documents)
    .where(eq(documents.type, type))
    .orderBy(desc(sql`${documents.lang} = ${lang}`), documents.lang)
    .limit(1);
  return row ? { type, title: row.title, content: row.content, updatedAt: epochSeconds(row.updatedAt) } : null;
}
