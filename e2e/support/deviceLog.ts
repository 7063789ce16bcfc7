import { expect, type Locator } from '@playwright/test';

/** The time a debug log row shows (HH:mm:ss.SSS, when the page sent or received it), in ms of the day. */
async function shownTime(row: Locator): Promise<number> {
  const text = (await row.locator('span').first().textContent()) ?? '';
  const match = /^(\d{2}):(\d{2}):(\d{2})\.(\d{3})$/.exec(text.trim());
  expect(match, `a log time, not "${text}"`).toBeTruthy();
  const [h, m, s, ms] = match!.slice(1).map(Number) as [number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000 + ms;
}

/**
 * Milliseconds from `sent` to `answer` by the page's own log: what the spec's answer time bounds,
 * measured where the messages come and go, not in the test runner (which a loaded machine slows).
 */
export async function answerTime(sent: Locator, answer: Locator): Promise<number> {
  const DAY_MS = 86_400_000;
  return (((await shownTime(answer)) - (await shownTime(sent))) % DAY_MS + DAY_MS) % DAY_MS;
}
