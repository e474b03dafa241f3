import { cn } from '@/lib/utils';
import { FALLBACK_PROFESSIONAL_COLOR } from '../../../../../core/constants.ts';

function initials(name: string) {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const DARK_TEXT = '#0f172a';

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** White or dark text, whichever reads better on the colour (professionals pick any colour). */
function textOn(hex: string) {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return 'white';
  const background = luminance(hex);
  const onWhite = 1.05 / (background + 0.05);
  const onDark = (background + 0.05) / (luminance(DARK_TEXT) + 0.05);
  return onWhite >= onDark ? 'white' : DARK_TEXT;
}

/** The professional's initials on their colour (decorative: the name is always beside it). */
export function ProfessionalAvatar({
  name,
  color,
  className,
}: {
  name: string;
  color: string;
  className?: string;
}) {
  const background = color || FALLBACK_PROFESSIONAL_COLOR;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold shadow-sm',
        className,
      )}
      style={{ backgroundColor: background, color: textOn(background) }}
    >
      {initials(name)}
    </span>
  );
}
