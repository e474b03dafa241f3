import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { wordsOfWebStrings } from '@tests/helpers/class-vocabulary';
import { mergeClasses } from './class-merge';

// The merger's own tables hold group names (`text-color`), not classes.
const words = wordsOfWebStrings(/lib\/class-[a-z-]+\.ts$/);
/** A class is known to a merger when it drops the first of two copies. */
const knownTo = (merge: (classes: string) => string, word: string) =>
  merge(`${word} ${word}`) === word;
/** The classes of web/src that either merger knows: those whose merging matters. */
const classes = words.filter((word) => knownTo(twMerge, word) || knownTo(mergeClasses, word));
const variantChains = [...new Set(classes.map((name) => name.slice(0, name.lastIndexOf(':') + 1)))];

/** The class lists on which the two mergers differ, at most a few so a failure reads well. */
function differences(lists: Iterable<string>) {
  const found: { classes: string; ours: string; tailwindMerge: string }[] = [];
  for (const list of lists) {
    const ours = mergeClasses(list);
    const tailwindMerge = twMerge(list);
    if (ours !== tailwindMerge && found.push({ classes: list, ours, tailwindMerge }) >= 10) break;
  }
  return found;
}

function* pairs() {
  for (const first of classes) for (const second of classes) yield `${first} ${second}`;
}

/** Triples, some with variants and `!` added, from a fixed seed so a failure repeats. */
function* triples(count: number) {
  let seed = 45;
  const random = (length: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * length);
  };
  const pick = () => {
    const name = classes[random(classes.length)]!;
    if (random(4) > 0) return name;
    return variantChains[random(variantChains.length)] + name + (random(2) ? '!' : '');
  };
  for (let index = 0; index < count; index++) yield `${pick()} ${pick()}  ${pick()}`;
}

describe('mergeClasses', () => {
  it('finds the classes in web/src', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(
      expect.arrayContaining(['sm:flex-row', '[&_svg]:size-4', 'dark:hover:bg-input/40']),
    );
  });

  it('knows a word of web/src as a class exactly when tailwind-merge does', () => {
    const disagreements = words.filter(
      (word) => knownTo(twMerge, word) !== knownTo(mergeClasses, word),
    );
    expect(disagreements).toEqual([]);
  });

  // About 650 000 pairs: a few seconds.
  it('merges every pair of web/src classes as tailwind-merge does', { timeout: 30_000 }, () => {
    expect(differences(pairs())).toEqual([]);
  });

  it('merges triples with variants and ! as tailwind-merge does', { timeout: 30_000 }, () => {
    expect(differences(triples(60_000))).toEqual([]);
  });

  it.each([
    ['text-sm text-muted-foreground text-lg', 'text-muted-foreground text-lg'],
    ['leading-5 text-sm', 'text-sm'],
    ['border-2 border-input border-destructive', 'border-2 border-destructive'],
    ['px-2 py-1 p-4 pt-0', 'p-4 pt-0'],
    ['rounded-t-lg rounded-md', 'rounded-md'],
    ['top-2 left-0 inset-0', 'inset-0'],
    ['inset-0 top-2', 'inset-0 top-2'],
    ['hover:bg-accent bg-muted hover:bg-primary', 'bg-muted hover:bg-primary'],
    ['dark:md:p-2 md:dark:p-4', 'md:dark:p-4'],
    ['data-[state=open]:bg-accent data-[state=open]:bg-muted', 'data-[state=open]:bg-muted'],
    ['p-2! p-4 !p-6', 'p-4 !p-6'],
    ['w-[calc(100%-2rem)] w-full', 'w-full'],
    ['-ml-1 ml-2', 'ml-2'],
    ['bg-primary/10 bg-muted', 'bg-muted'],
    ['my-class flex hidden other', 'my-class hidden other'],
  ])('%s → %s', (list, expected) => {
    expect(mergeClasses(list)).toBe(expected);
    expect(twMerge(list)).toBe(expected);
  });
});
