/** A readable booking-link slug from a name: accents removed, lowercase, hyphenated. */
export function slugifyName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'profissional';
}

/** The first free slug: the base itself, then base-2, base-3, ... */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  return freeSlugAt(base, taken, 0);
}

/** The free slug at `index` (0 is the first) in the order base, base-2, base-3, ... */
export function freeSlugAt(base: string, taken: ReadonlySet<string>, index: number): string {
  let passed = 0;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (taken.has(candidate)) continue;
    if (passed === index) return candidate;
    passed++;
  }
}
