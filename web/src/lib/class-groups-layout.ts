import {
  arbitrary,
  fraction,
  integer,
  number,
  oneOf,
  spacing,
  tshirt,
  type GroupTable,
} from './class-values';

const sizes = 'auto full dvw dvh lvw lvh svw svh min max fit';
const inset = oneOf('full auto', fraction, spacing);
const align = 'start end center stretch center-safe end-safe';
const screen = (v: string) => v.startsWith('screen-') && tshirt(v.slice(7));
const cursors =
  /^(auto|default|pointer|wait|text|move|help|not-allowed|none|context-menu|progress|cell|crosshair|vertical-text|alias|copy|no-drop|grab|grabbing|all-scroll|zoom-in|zoom-out|(col|row|n|e|s|w|ne|nw|se|sw|ew|ns|nesw|nwse)-resize)$/;

/** Tailwind's groups for layout, flex and grid, spacing, sizing, transforms and interactivity. */
export function addLayoutGroups({ words, rule }: GroupTable) {
  words(
    'display',
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
  );
  words('position', 'static fixed absolute relative sticky');
  words('visibility', 'visible invisible collapse');
  words('sr', 'sr-only not-sr-only');
  words('isolation', 'isolate isolation-auto');
  words('object-fit', 'object-contain object-cover object-fill object-none object-scale-down');
  words('container', 'container');
  words('container-type', '@container');
  for (const name of 'grow shrink resize transform translate-none space-x-reverse space-y-reverse'.split(
    ' ',
  ))
    words(name, name);
  rule('@container', oneOf('normal size', arbitrary), 'container-type');
  rule('aspect', oneOf('auto square video', fraction, arbitrary));
  rule('overflow overflow-x overflow-y', oneOf('auto hidden clip visible scroll'));
  rule('inset inset-x inset-y inset-bs inset-be top right bottom left start end', inset);
  rule('inset-s', inset, 'start');
  rule('inset-e', inset, 'end');
  rule('z', oneOf('auto', integer, arbitrary));
  rule('basis', oneOf('full auto', fraction, tshirt, spacing));
  rule('flex', oneOf('row row-reverse col col-reverse'), 'flex-direction');
  rule('flex', oneOf('nowrap wrap wrap-reverse'), 'flex-wrap');
  rule(
    'flex',
    oneOf('auto initial none', number, fraction, (v) => v[0] === '[' && arbitrary(v)),
  );
  rule('grow shrink', oneOf('', number, arbitrary));
  rule('order', oneOf('first last none', integer, arbitrary));
  rule('grid-cols grid-rows', oneOf('none subgrid', integer, arbitrary));
  rule('col', oneOf('auto', integer, arbitrary), 'col-start-end');
  rule('col-span', oneOf('full', integer, arbitrary), 'col-start-end');
  rule('row', oneOf('auto', integer, arbitrary), 'row-start-end');
  rule('row-span', oneOf('full', integer, arbitrary), 'row-start-end');
  rule('col-start col-end row-start row-end', oneOf('auto', integer, arbitrary));
  rule('gap gap-x gap-y space-x space-y', spacing);
  rule('p px py ps pe pbs pbe pt pr pb pl', spacing);
  rule('m mx my ms me mbs mbe mt mr mb ml', oneOf('auto', spacing));
  rule(
    'scroll-m scroll-mx scroll-my scroll-ms scroll-me scroll-mt scroll-mr scroll-mb scroll-ml',
    spacing,
  );
  rule(
    'scroll-p scroll-px scroll-py scroll-ps scroll-pe scroll-pt scroll-pr scroll-pb scroll-pl',
    spacing,
  );
  rule('snap', oneOf('start end center align-none'), 'snap-align');
  rule('snap', oneOf('normal always'), 'snap-stop');
  rule('snap', oneOf('none x y both'), 'snap-type');
  rule('snap', oneOf('mandatory proximity'), 'snap-strictness');
  rule('justify', oneOf(`${align} between around evenly baseline normal`), 'justify-content');
  rule('justify-items', oneOf(`${align} normal`));
  rule('justify-self', oneOf(`${align} auto`));
  rule('content', oneOf(`${align} between around evenly baseline normal`), 'align-content');
  rule('content', oneOf('none', arbitrary));
  rule('items', oneOf(`${align} baseline baseline-last`), 'align-items');
  rule('self', oneOf(`${align} auto baseline baseline-last`), 'align-self');
  rule('size', oneOf(sizes, fraction, spacing));
  rule('w', oneOf(`${sizes} screen`, tshirt, fraction, spacing));
  rule('min-w', oneOf(`${sizes} screen none`, tshirt, fraction, spacing));
  rule('max-w', oneOf(`${sizes} screen none prose`, tshirt, screen, fraction, spacing));
  rule('h', oneOf(`${sizes} screen lh`, fraction, spacing));
  rule('min-h max-h', oneOf(`${sizes} screen lh none`, fraction, spacing));
  rule('rotate scale', oneOf('none', number, arbitrary));
  rule('translate translate-x translate-y translate-z', oneOf('full', fraction, spacing));
  rule('transform', oneOf('3d flat'), 'transform-style');
  rule('transform', oneOf('none gpu cpu', arbitrary));
  rule('appearance', oneOf('none auto'));
  rule('cursor', (v) => cursors.test(v) || arbitrary(v));
  rule('pointer-events', oneOf('auto none'));
  rule('resize', oneOf('none y x'));
  rule('select', oneOf('none text all auto'));
}
