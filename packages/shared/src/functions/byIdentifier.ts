import type { ProductFunction } from './schemas.ts';

/** The product's functions by identifier; identifiers name functions regardless of case, as in the thing model. (No zod here: the panel renderer uses it.) */
export function functionsByIdentifier(functions: readonly ProductFunction[]): (identifier: string) => ProductFunction | undefined {
  const map = new Map(functions.map((f) => [f.identifier.toLowerCase(), f]));
  return (identifier) => map.get(identifier.toLowerCase());
}
