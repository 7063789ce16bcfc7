/**
 * A feature's shared messages: en-US written first, zh-CN typed against its keys, so a key missing
 * or extra in one language fails the type-check. the root's messages.ts merges every feature's set.
 */
export function defineMessages<K extends string>(enUS: Record<K, string>, zhCN: Record<K, string>) {
  return { 'en-US': enUS, 'zh-CN': zhCN } as const;
}
