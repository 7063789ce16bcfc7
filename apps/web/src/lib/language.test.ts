import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLanguage } from './i18n';

const KEY = 'iotc.lang';

function browserAsks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('readLanguage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('follows a browser asking for English on a first visit, and remembers it', () => {
    browserAsks('en-GB', 'zh-CN');
    expect(readLanguage()).toBe('en-US');
    expect(localStorage.getItem(KEY)).toBe('en-US');
  });

  it('takes the first of Chinese and English among the browser languages', () => {
    browserAsks('fr-FR', 'zh-TW', 'en-US');
    expect(readLanguage()).toBe('zh-CN');
    localStorage.clear();
    browserAsks('de', 'EN', 'zh');
    expect(readLanguage()).toBe('en-US');
  });

  it('falls back to zh-CN when the browser asks for neither', () => {
    browserAsks('fr-FR', 'de');
    expect(readLanguage()).toBe('zh-CN');
    localStorage.clear();
    browserAsks();
    expect(readLanguage()).toBe('zh-CN');
  });

  it('keeps a stored choice over the browser language', () => {
    localStorage.setItem(KEY, 'zh-CN');
    browserAsks('en-US');
    expect(readLanguage()).toBe('zh-CN');
  });

  it('ignores a stored value that is not a language of the console', () => {
    localStorage.setItem(KEY, 'fr-FR');
    browserAsks('en-US');
    expect(readLanguage()).toBe('en-US');
    expect(localStorage.getItem(KEY)).toBe('en-US');
  });
});
