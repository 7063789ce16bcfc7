import type { Page } from '@playwright/test';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** Language names are written in their own language on purpose (the language switcher). */
const LANGUAGE_NAMES = /简体中文|中文/g;

/**
 * The lines of Chinese text a page shows (visible text, placeholders and the document title); none in the English console.
 * Text marked as Chinese (`lang="zh-…"` inside the page: a product's Simplified Chinese texts) is Chinese on purpose.
 */
export async function chineseOn(page: Page): Promise<string[]> {
  const placeholders = await page.locator('[placeholder]').evaluateAll((elements) => elements.map((element) => element.getAttribute('placeholder') ?? ''));
  const marked = (await page.locator('body [lang^="zh"]').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  const texts = [await page.title(), await page.locator('body').innerText(), ...placeholders];
  return texts
    .map((text) => marked.reduce((rest, chinese) => rest.replaceAll(chinese, ''), text))
    .flatMap((text) => text.replace(LANGUAGE_NAMES, '').split('\n'))
    .filter((line) => CJK.test(line))
    .map((line) => line.trim());
}
