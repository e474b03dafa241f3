/** A CNJ case number as Resolução 65/2008 writes it: NNNNNNN-DD.AAAA.J.TR.OOOO. */
const CNJ_PATTERN = /^(\d{7})-?(\d{2})\.?(\d{4})\.?(\d)\.?(\d{2})\.?(\d{4})$/;

/** The remainder of a long run of digits by 97, one digit at a time (no big numbers). */
function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

/**
 * The check digits DD of a case number (ISO 7064 mod 97-10, Resolução CNJ 65/2008):
 * DD = 98 − (NNNNNNN AAAA J TR OOOO 00 mod 97).
 */
export function cnjCheckDigits(
  sequence: string,
  year: string,
  segment: string,
  court: string,
  origin: string,
): string {
  const check = 98 - mod97(`${sequence}${year}${segment}${court}${origin}00`);
  return String(check).padStart(2, '0');
}

/** The number in its written form, or null when it is not a CNJ number with right check digits. */
export function normalizeCnjNumber(text: string): string | null {
  const match = CNJ_PATTERN.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const [, sequence, digits, year, segment, court, origin] = match as unknown as string[];
  if (cnjCheckDigits(sequence!, year!, segment!, court!, origin!) !== digits) return null;
  return `${sequence}-${digits}.${year}.${segment}.${court}.${origin}`;
}
