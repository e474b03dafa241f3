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

/** sRGB '#rrggbb' in CIELAB (D65), where distances follow what the eye sees. */
function lab(hex: string): [number, number, number] {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/**
 * The palette colour nearest to any '#rrggbb' (CIELAB distance): a colour SPEC's clients send
 * is kept as the palette's closest, so its text stays readable in both themes (decision 026).
 */
export function nearestPaletteColor(hex: string): ProfessionalColor['hex'] {
  const exact = paletteColor(hex);
  if (exact) return exact.hex;
  const [l, a, b] = lab(hex);
  let nearest: ProfessionalColor = PROFESSIONAL_COLORS[0];
  let best = Infinity;
  for (const color of PROFESSIONAL_COLORS) {
    const [l2, a2, b2] = lab(color.hex);
    const distance = (l - l2) ** 2 + (a - a2) ** 2 + (b - b2) ** 2;
    if (distance < best) [nearest, best] = [color, distance];
  }
  return nearest.hex;
}
