import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, LANGS } from '@iotc/shared';
import { docsPaths, documentPagePath, documentTypes, type IntroduceDoc, voiceGuideTypes } from '@iotc/shared/docs';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { publicDocumentTexts, seedDocuments } from './seed.ts';
import { documents } from './tables.ts';

describe('public documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (query: Record<string, string>, lang: Lang) => call<IntroduceDoc>(t.app, 'GET', docsPaths.document, { query, lang });

  for (const type of documentTypes) {
    for (const lang of LANGS) {
      it(`serves ${type} in ${lang} without a login`, async () => {
        const { status, body } = await get({ type }, lang);
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ type, title: publicDocumentTexts[type][lang].title });
        expect(body.data.content).toBe(publicDocumentTexts[type][lang].content);
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

  it('writes the voice platforms\' guides in both languages, each shown on its own page', async () => {
    for (const type of voiceGuideTypes) {
      const zh = (await get({ type }, 'zh-CN')).body.data;
      const en = (await get({ type }, 'en-US')).body.data;
      expect(zh.content).toMatch(/[\u4e00-\u9fff]/);
      expect(en.content).not.toMatch(/[\u4e00-\u9fff]/);
      for (const section of ['## Filling in the voice scheme', '## The secret file', '## Publishing the scheme', '## Verifying']) expect(en.content).toContain(section);
      expect(documentPagePath(type)).toBe(`/doc/${type}`);
    }
    expect(documentPagePath('documentHome')).toBe('/document');
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
