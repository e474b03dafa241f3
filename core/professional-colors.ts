import { DEFAULT_PROFESSIONAL_COLOR } from './constants.ts';

/**
 * The colours a professional can have, in the order new professionals take them. Each reads
 * at least 3:1 against the light and the dark theme's surfaces (a dot or an edge stays visible)
 * and gets white or black text of at least 4.5:1; neighbours differ in lightness as well as hue,
 * and the first ones are the furthest apart (decision 026). Azul is the column's default.
 */
export const PROFESSIONAL_COLORS = [
  { name: 'Azul', hex: DEFAULT_PROFESSIONAL_COLOR },
  { name: 'Vermelho', hex: '#cb2526' },
  { name: 'Verde', hex: '#02853c' },
  { name: 'Magenta', hex: '#be01a8' },
  { name: 'Laranja', hex: '#e36b02' },
  { name: 'Azul-petróleo', hex: '#027b96' },
  { name: 'Violeta', hex: '#783ff5' },
  { name: 'Mostarda', hex: '#906f02' },
  { name: 'Rosa', hex: '#e94b8a' },
  { name: 'Turquesa', hex: '#079e92' },
  { name: 'Roxo', hex: '#ba4dfa' },
  { name: 'Verde-limão', hex: '#6d9c00' },
] as const;

export type ProfessionalColor = (typeof PROFESSIONAL_COLORS)[number];

const byHex = new Map<string, ProfessionalColor>(
  PROFESSIONAL_COLORS.map((color) => [color.hex, color]),
);

/** The palette entry of a '#rrggbb' colour (any case), or undefined when it is not one. */
export function paletteColor(hex: string): ProfessionalColor | undefined {
  return byHex.get(hex.toLowerCase());
}

/**
 * The colour for the next professional of an organization: the first of the palette nobody
 * there has; when every one is taken, the first of the least used.
 */
export function nextProfessionalColor(taken: Iterable<string>): ProfessionalColor['hex'] {
  const uses = new Map<string, number>(PROFESSIONAL_COLORS.map((color) => [color.hex, 0]));
  for (const hex of taken) {
    const key = hex.toLowerCase();
    const count = uses.get(key);
    if (count !== undefined) uses.set(key, count + 1);
  }
  const fewest = Math.min(...uses.values());
  return PROFESSIONAL_COLORS.find((color) => uses.get(color.hex) === fewest)!.hex;
}
