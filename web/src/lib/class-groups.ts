import { addLayoutGroups } from './class-groups-layout';
import { addStyleGroups } from './class-groups-style';
import type { ValueTest } from './class-values';

/**
 * Which Tailwind group a class (without its variants and `!`) sets, named as tailwind-merge names
 * them: two classes of one group conflict, the later wins (web/src/lib/class-merge.ts). Covers the
 * utilities this app uses and their neighbours; class-merge.test.ts proves it equals tailwind-merge
 * on every class in web/src.
 */
const keywords = new Map<string, string>();
/** Per prefix, its groups in tailwind-merge's order: the first whose test takes the value wins. */
const prefixes = new Map<string, [group: string, test: ValueTest][]>();

const table = {
  words: (group: string, classes: string) =>
    classes.split(' ').forEach((name) => keywords.set(name, group)),
  rule: (names: string, test: ValueTest, group?: string) =>
    names.split(' ').forEach((prefix) => {
      prefixes.set(prefix, [...(prefixes.get(prefix) ?? []), [group ?? prefix, test]]);
    }),
};
addLayoutGroups(table);
addStyleGroups(table);

/** The group of a class without its variants and `!`; undefined for a class that is not Tailwind's. */
export function classGroup(name: string): string | undefined {
  if (name[0] === '[' && name.endsWith(']')) {
    const property = name.slice(1, name.indexOf(':'));
    return name.includes(':') && property ? `arbitrary..${property}` : undefined;
  }
  const base = name[0] === '-' ? name.slice(1) : name;
  const keyword = keywords.get(base);
  if (keyword) return keyword;
  // The longest prefix first (`border-t-2` is `border-t` with 2), then shorter ones.
  for (let dash = base.lastIndexOf('-'); dash > 0; dash = base.lastIndexOf('-', dash - 1)) {
    const value = base.slice(dash + 1);
    for (const [group, test] of prefixes.get(base.slice(0, dash)) ?? [])
      if (test(value)) return group;
  }
  return undefined;
}
