import { classGroup } from './class-groups';

/**
 * Merges Tailwind classes as tailwind-merge does (docs/decisions/045): of the classes that set one
 * group under the same variants, the last one stays; classes it does not know stay as they are.
 * Its tables are ready when the module loads, so a page pays nothing before its first call.
 */

/** Groups that a class of the key's group also sets (`p-2` sets `pt`, so an earlier `pt-1` goes). */
const conflicts = new Map<string, string[]>();
const conflict = (group: string, others: string) => conflicts.set(group, others.split(' '));
/** A box's sides: `p` sets `px` and `pt`, `px` sets `pr` and `pl`. */
const box = (all: string, side: (edge: string) => string) => {
  conflict(all, 'x y s e bs be t r b l'.split(' ').map(side).join(' '));
  conflict(side('x'), 's e r l'.split(' ').map(side).join(' '));
  conflict(side('y'), 'bs be t b'.split(' ').map(side).join(' '));
};
for (const name of ['p', 'm', 'scroll-m', 'scroll-p']) box(name, (edge) => name + edge);
for (const name of ['border-w', 'border-color']) box(name, (edge) => `${name}-${edge}`);
const insetSides: Record<string, string> = {
  s: 'start',
  e: 'end',
  t: 'top',
  r: 'right',
  b: 'bottom',
  l: 'left',
};
box('inset', (edge) => insetSides[edge] ?? `inset-${edge}`);
conflict(
  'rounded',
  'rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
);
for (const [side, corners] of Object.entries({
  s: 'ss es',
  e: 'se ee',
  t: 'tl tr',
  r: 'tr br',
  b: 'br bl',
  l: 'tl bl',
}))
  conflict(
    `rounded-${side}`,
    corners.replace(/\w+/g, (corner) => `rounded-${corner}`),
  );
conflict('overflow', 'overflow-x overflow-y');
conflict('flex', 'basis grow shrink');
conflict('gap', 'gap-x gap-y');
conflict('size', 'w h');
conflict('font-size', 'leading');
conflict('line-clamp', 'display overflow');
conflict('translate', 'translate-x translate-y translate-none');
conflict('translate-none', 'translate translate-x translate-y translate-z');
conflict('fvn-normal', 'fvn-ordinal fvn-slashed-zero fvn-figure fvn-spacing fvn-fraction');
for (const numeric of ['ordinal', 'slashed-zero', 'figure', 'spacing', 'fraction'])
  conflict(`fvn-${numeric}`, 'fvn-normal');

/** Variants whose order changes what they select; the others are sorted, `hover:focus:` = `focus:hover:`. */
const orderSensitive = new Set(
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection'.split(
    ' ',
  ),
);

function variantKey(variants: string[]) {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === '[' || orderSensitive.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(':');
}

/** Splits `md:hover:!w-1/2` into its variants, `!`, the class and where a `/50` modifier starts. */
function parse(name: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let index = 0; index < name.length; index++) {
    const character = name[index];
    if (depth === 0 && character === ':') {
      variants.push(name.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && character === '/') slash = index;
    else if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
  }
  let base = name.slice(start);
  const important = base.endsWith('!') || base.startsWith('!');
  if (important) base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1);
  return { variants, important, base, slash: slash > start ? slash - start : 0 };
}

/** Per class: the variants, `!` and group it sets (`md:hover:p-2` → `hover:md`, `p`), if any. */
const parsedClasses = new Map<string, [variants: string, group: string] | undefined>();

function variantsAndGroup(name: string) {
  if (parsedClasses.has(name)) return parsedClasses.get(name);
  if (parsedClasses.size > 2000) parsedClasses.clear();
  const { variants, important, base, slash } = parse(name);
  const group = (slash && classGroup(base.slice(0, slash))) || classGroup(base);
  const found: [string, string] | undefined = group
    ? [variantKey(variants) + (important ? '!' : ''), group]
    : undefined;
  parsedClasses.set(name, found);
  return found;
}

function merge(classList: string) {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index]!;
    const found = variantsAndGroup(name);
    if (found) {
      const [variants, group] = found;
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const other of conflicts.get(group) ?? []) taken.add(variants + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** Lists already merged: a component renders the same few lists again and again. */
const mergedLists = new Map<string, string>();

/** The classes with the ones that a later class overrides left out, as `cn` needs them. */
export function mergeClasses(classList: string) {
  let merged = mergedLists.get(classList);
  if (merged === undefined) {
    if (mergedLists.size > 500) mergedLists.clear();
    merged = merge(classList);
    mergedLists.set(classList, merged);
  }
  return merged;
}
