/** A NUL, or a surrogate half without its other half (UTF-16 that is not Unicode). */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL cannot keep in a text column: a NUL character, or a lone surrogate. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path (`notes`, `items.2.name`) of the first string, or object key, in a parsed JSON value
 * that PostgreSQL cannot keep; undefined when every one is storable. Walks without recursion, so
 * a deeply nested value cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return path || '_';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, inner] of Object.entries(current)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) return innerPath;
      pending.push({ value: inner, path: innerPath });
    }
  }
  return undefined;
}
