import { slugifyName } from './booking-slug.ts';

/** An office's own link (decision 078): /book/shared/{slug}. */
export const MIN_OFFICE_SLUG_LENGTH = 3;
export const MAX_OFFICE_SLUG_LENGTH = 60;
/** Lowercase letters and digits in groups joined by single hyphens. */
export const OFFICE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The slug offered from the office's name: 'Silva & Souza Advogados' → 'silva-souza-advogados'. */
export function suggestOfficeSlug(name: string): string {
  const slug = slugifyName(name);
  return slug.length >= MIN_OFFICE_SLUG_LENGTH ? slug : `${slug}-escritorio`;
}
