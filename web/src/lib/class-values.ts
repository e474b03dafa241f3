/**
 * The value tests of the class groups (web/src/lib/class-groups.ts), the same as tailwind-merge's,
 * so a class is in a group exactly when tailwind-merge puts it there.
 */
export type ValueTest = (value: string) => boolean;

const bracketed = /^\[(?:(\w[\w-]*):)?(.+)\]$/;
const parenthesised = /^\((?:(\w[\w-]*):)?(.+)\)$/;
const lengthUnit =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const colorFunction = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const shadowValue = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const imageValue =
  /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

export const any: ValueTest = () => true;
export const number: ValueTest = (v) => !!v && !Number.isNaN(Number(v));
export const integer: ValueTest = (v) => !!v && Number.isInteger(Number(v));
export const fraction: ValueTest = (v) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(v);
export const tshirt: ValueTest = (v) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v);
export const percent: ValueTest = (v) => v.endsWith('%') && number(v.slice(0, -1));

/** `[value]` or `(--variable)`, with or without a type label. */
export const arbitrary: ValueTest = (v) => bracketed.test(v) || parenthesised.test(v);

/** `[value]` whose label, or else whose value, passes; `(label:--variable)` whose label passes. */
const typed =
  (labels: string[], value: ValueTest, unlabelledVariable = false): ValueTest =>
  (v) => {
    const inBrackets = bracketed.exec(v);
    if (inBrackets) return inBrackets[1] ? labels.includes(inBrackets[1]) : value(inBrackets[2]!);
    const inParens = parenthesised.exec(v);
    if (!inParens) return false;
    return inParens[1] ? labels.includes(inParens[1]) : unlabelledVariable;
  };

export const length = typed(['length'], (v) => lengthUnit.test(v) && !colorFunction.test(v));
export const image = typed(['image', 'url'], (v) => imageValue.test(v));
export const shadow = typed(['shadow'], (v) => shadowValue.test(v), true);
export const weight = typed(['number', 'weight'], any, true);
export const arbitraryNumber = typed(['number'], number);
export const familyName = typed(['family-name'], () => false);
export const position = typed(['position', 'percentage'], () => false);
export const bgSize = typed(['length', 'size', 'bg-size'], () => false);

/** Passes one of the words, or one of the tests. */
export const oneOf = (words: string, ...tests: ValueTest[]): ValueTest => {
  const set = new Set(words.split(' ').filter(Boolean));
  return (v) => set.has(v) || tests.some((test) => test(v));
};

export const spacing = oneOf('px', number, arbitrary);

/** How the group files (class-groups-layout.ts, class-groups-style.ts) fill the group table. */
export interface GroupTable {
  /** Classes that are one group on their own: `block`, `truncate`, `border`. */
  words(group: string, classes: string): void;
  /** Prefixes whose value decides the group: each is the group of its own name, or the one given. */
  rule(prefixes: string, test: ValueTest, group?: string): void;
}
