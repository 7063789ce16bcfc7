import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, LANGS } from '@iotc/shared';
import { docsPaths, type IntroduceDoc, introduceTypes } from '@iotc/shared/docs';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedDocuments } from './seed.ts';
import { documents } from './tables.ts';
import { documentTexts } from './texts.ts';

describe('public documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (query: Record<string, string>, lang: Lang) => call<IntroduceDoc>(t.app, 'GET', docsPaths.document, { query, lang });

  for (const type of introduceTypes) {
    for (const lang of LANGS) {
      it(`serves ${type} in ${lang} without a login`, async () => {
        const { status, body } = await get({ type }, lang);
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ type, title: documentTexts[type][lang].title });
        expect(body.data.content).toBe(documentTexts[type][lang].content);
        expect(body.data.content.match(/^## /gm)!.length).toBeGreaterThanOrEqual(4);
        expect(body.data.updatedAt).toBeGreaterThan(1_600_000_000);
        expect(body.data.updatedAt).toBeLessThan(10_000_000_000);
      });
    }
  }

  it('writes each document in the language asked for', async () => {
    const zh = (await get({ type: 'privacyPolicy' }, 'zh-CN')).body.data;
    const en = (await get({ type: 'privacyPolicy' }, 'en-US')).body.data;
    expect(zh.title).toBe('隐私政策');
    expect(en.title).toBe('Privacy Policy');
    expect(en.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses an unknown or missing type with 422', async () => {
    const queries: Record<string, string>[] = [{ type: 'cookiePolicy' }, {}];
    for (const query of queries) {
      const { status, body } = await get(query, 'en-US');
      expect(status).toBe(422);
      expect(body.code).toBe(10001);
    }
  });

  it('keeps the date of a document that did not change when seeded again', async () => {
    const dates = () => t.db.select({ type: documents.type, lang: documents.lang, at: documents.updatedAt }).from(documents).orderBy(documents.id);
    const before = await dates();
    await seedDocuments(t.db);
    expect(await dates()).toEqual(before);
  });
});
