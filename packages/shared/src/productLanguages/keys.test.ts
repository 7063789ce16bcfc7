import { describe, expect, it } from 'vitest';
import { languageKeys } from './keys.ts';
import { LANGUAGE_KEY_PATTERN } from './schemas.ts';

describe('language keys', () => {
  it('follow the key rule whatever a page id of an imported panel holds', () => {
    for (const id of ['p1', 'page-2_x', '首页', 'my page!', 'a'.repeat(64), '页'.repeat(64)]) {
      const key = languageKeys.panelPage(id);
      expect([id, LANGUAGE_KEY_PATTERN.test(key)]).toEqual([id, true]);
    }
    expect(languageKeys.panelPage('p1')).toBe('panel.page.p1');
    expect(languageKeys.panelPage('首页')).not.toBe(languageKeys.panelPage('首頁'));
  });
});
