/** Where a parsed JSON value first breaks a bound: a key or string refused by the caller's test, or nesting too deep. */
export interface JsonProblem {
  kind: 'text' | 'depth';
  /** Where it sits; for a refused object key, the object holding it. Built on the way out, so a clean walk allocates nothing. */
  path: (string | number)[];
}

/**
 * Walks a parsed JSON value (or a query object) in document order, at most `maxDepth` objects and arrays
 * deep, and answers its first key or string that `badText` refuses, or the first object nested deeper: the
 * one bounded walk behind the API's input guard and the device messages' storability check.
 */
export function findJsonProblem(value: unknown, maxDepth: number, badText: (text: string) => boolean, depth = 0): JsonProblem | null {
  if (typeof value === 'string') return badText(value) ? { kind: 'text', path: [] } : null;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  if (depth >= maxDepth) return { kind: 'depth', path: [] };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findJsonProblem(value[i], maxDepth, badText, depth + 1);
      if (problem) {
        problem.path.unshift(i);
        return problem;
      }
    }
    return null;
  }
  // for-in allocates nothing; parsed JSON and query objects have no inherited enumerable keys.
  for (const key in value) {
    if (badText(key)) return { kind: 'text', path: [] };
    const problem = findJsonProblem((value as Record<string, unknown>)[key], maxDepth, badText, depth + 1);
    if (problem) {
      problem.path.unshift(key);
      return problem;
    }
  }
  return null;
}
