import { slugifyName } from './booking-slug.ts';

/** An office's own link (decision 078): /book/shared/{slug}. */
export const MIN_OFFICE_SLUG_LENGTH = 3;
export const MAX_OFFICE_SLUG_LENGTH = 60;
/** Lowercase letters and digits in groups joined by single hyphens. */
export const OFFICE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Words kept for the product's own paths under /book/shared/ and beside it, now or later: an
 * office cannot take them as its link.
 */
const RESERVED_SLUGS = new Set([
  'admin',
  'agendei',
  'ajuda',
  'any',
  'api',
  'assets',
  'book',
  'cookies',
  'embed',
  'login',
  'novo',
  'personal',
  'privacidade',
  'qualquer',
  'shared',
  'suporte',
  'termos',
  'widget',
]);
/** A uuid's shape: the old links /book/shared/{admin uuid} answer those, so no slug may take it. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a well-formed slug is one the product keeps for itself. */
export function isReservedOfficeSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug) || UUID_SHAPE.test(slug);
}

/** The slug offered from the office's name: 'Silva & Souza Advogados' → 'silva-souza-advogados'. */
export function suggestOfficeSlug(name: string): string {
  const slug = slugifyName(name);
  return slug.length >= MIN_OFFICE_SLUG_LENGTH && !isReservedOfficeSlug(slug)
    ? slug
    : `${slug}-escritorio`;
}
