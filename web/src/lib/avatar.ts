// What an avatar shows: initials of the name itself and a text colour that reads on any colour.

// Titles and suffixes around a name, compared without the dot or ordinal: 'Dr. João Carvalho
// Filho' is 'JC', not 'DF'.
const HONORIFICS = new Set(
  'dr dra drª sr sra srª srta prof profa profª prof.ª me ma mestre eng enga engª arq adv pe padre'.split(
    ' ',
  ),
);
const SUFFIXES = new Set('jr junior júnior filho neto sobrinho'.split(' '));

const bare = (word: string) => word.toLocaleLowerCase('pt-BR').replace(/[.,]+$/, '');

/** Up to two initials, first and last name, skipping titles ('Dra. Ana Souza' → 'AS'). */
export function initials(name: string): string {
  let words = name.trim().split(/\s+/).filter(Boolean);
  const named = words.filter((word) => !HONORIFICS.has(bare(word)));
  if (named.length) words = named;
  while (words.length > 2 && SUFFIXES.has(bare(words.at(-1)!))) words = words.slice(0, -1);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * White or black text, whichever reads better on the colour. With pure black the better of the
 * two is at least 4.58:1 on any colour (a slate 'dark' gave only 4.23:1 on #8b5cf6).
 */
export function textColorOn(hex: string): '#ffffff' | '#000000' {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#ffffff';
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000';
}
