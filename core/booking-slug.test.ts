import { describe, expect, it } from 'vitest';
import { firstFreeSlug, freeSlugAt, slugifyName } from './booking-slug.ts';

describe('slugifyName', () => {
  it('removes accents and joins words with hyphens', () => {
    expect(slugifyName('  Dra. Ânia Conceição  Müller ')).toBe('dra-ania-conceicao-muller');
  });

  it('falls back to a generic slug when nothing readable is left', () => {
    expect(slugifyName('!!! ###')).toBe('profissional');
  });

  it('keeps slugs short', () => {
    expect(slugifyName('a'.repeat(200)).length).toBeLessThanOrEqual(60);
  });
});

describe('firstFreeSlug', () => {
  it('numbers collisions from 2', () => {
    expect(firstFreeSlug('ana', new Set())).toBe('ana');
    expect(firstFreeSlug('ana', new Set(['ana', 'ana-2']))).toBe('ana-3');
  });
});

describe('freeSlugAt', () => {
  it('counts only the free slugs, in order', () => {
    const taken = new Set(['ana', 'ana-3']);
    expect(freeSlugAt('ana', taken, 0)).toBe('ana-2');
    expect(freeSlugAt('ana', taken, 1)).toBe('ana-4');
    expect(freeSlugAt('ana', new Set(), 2)).toBe('ana-3');
  });
});
