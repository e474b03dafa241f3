import { z } from 'zod';
import { areasMessages as m } from '../messages.ts';

export const MAX_AREAS = 10;
export const MAX_AREA_LENGTH = 40;

/** One area of practice, e.g. 'Trabalhista': trimmed, 1 to 40 characters. */
export const AreaName = z
  .string({ error: m.areaRequired })
  .trim()
  .min(1, m.tooLong)
  .max(MAX_AREA_LENGTH, m.tooLong);

/** A professional's areas of practice: at most 10, none twice (ignoring case). */
export const Areas = z
  .array(AreaName, { error: m.invalid })
  .max(MAX_AREAS, m.tooMany)
  .superRefine((areas, context) => {
    const seen = new Set<string>();
    for (const area of areas) {
      const key = area.toLocaleLowerCase('pt-BR');
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', message: m.duplicate(area) });
        return;
      }
      seen.add(key);
    }
  });

/** The areas of a form's text field ('Trabalhista, Família'), split on commas. */
export function areasOfText(text: string): string[] {
  return text
    .split(',')
    .map((area) => area.trim())
    .filter((area) => area.length > 0);
}

/** Whether two spellings name one area (case and accents as typed are ignored only for case). */
export function sameArea(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');
}

/** A form's areas field as typed ('Trabalhista, Família'): the list, or the first pt-BR error. */
export const AreasText = z.string().transform((text, context) => {
  const parsed = Areas.safeParse(areasOfText(text));
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
  return z.NEVER;
});
