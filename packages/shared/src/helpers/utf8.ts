/** Bytes of `s` in UTF-8: the length devices, payloads and function limits count in. */
export function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}
