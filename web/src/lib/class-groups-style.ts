import {
  any,
  arbitrary,
  arbitraryNumber,
  bgSize,
  familyName,
  image,
  integer,
  length,
  number,
  oneOf,
  percent,
  position,
  shadow,
  spacing,
  tshirt,
  weight,
  type GroupTable,
} from './class-values';

const lineStyle = 'solid dashed dotted double';
const lineWidth = oneOf('', number, length);
const radius = oneOf('none full', tshirt, arbitrary);
const positions =
  'center top bottom left right top-left left-top top-right right-top bottom-right right-bottom bottom-left left-bottom';
const variable = (v: string) => v[0] === '(' && arbitrary(v);
const sides = 'x y s e bs be t r b l'.split(' ');

/** Tailwind's groups for typography, backgrounds, borders, rings, shadows and effects. */
export function addStyleGroups({ words, rule }: GroupTable) {
  words('font-style', 'italic not-italic');
  words('font-smoothing', 'antialiased subpixel-antialiased');
  words('fvn-normal', 'normal-nums');
  words('fvn-ordinal', 'ordinal');
  words('fvn-slashed-zero', 'slashed-zero');
  words('fvn-figure', 'lining-nums oldstyle-nums');
  words('fvn-spacing', 'proportional-nums tabular-nums');
  words('fvn-fraction', 'diagonal-fractions stacked-fractions');
  words('text-decoration', 'underline overline line-through no-underline');
  words('text-transform', 'uppercase lowercase capitalize normal-case');
  words('text-overflow', 'truncate text-ellipsis text-clip');
  words('ring-w-inset', 'ring-inset');
  words('bg-image', 'bg-radial bg-conic');
  // A prefix alone: `border` is `border-1`.
  for (const name of 'border-w ring-w outline-w shadow rounded transition blur backdrop-blur'.split(
    ' ',
  ))
    words(name, name.replace('-w', ''));
  for (const side of sides) words(`border-w-${side}`, `border-${side}`);
  for (const corner of 's e t r b l ss se ee es tl tr br bl'.split(' '))
    words(`rounded-${corner}`, `rounded-${corner}`);
  for (const name of 'divide-x divide-y divide-x-reverse divide-y-reverse'.split(' '))
    words(name, name);

  rule('text', oneOf('base', tshirt, length), 'font-size');
  rule('text', oneOf('left center right justify start end'), 'text-alignment');
  rule('text', oneOf('wrap nowrap balance pretty'), 'text-wrap');
  rule('text', any, 'text-color');
  const weights = 'thin extralight light normal medium semibold bold extrabold black';
  rule('font', oneOf(weights, weight), 'font-weight');
  rule('font', (v) => familyName(v) || !arbitrary(v), 'font-family');
  rule('tracking', oneOf('tighter tight normal wide wider widest', arbitrary));
  rule('leading', oneOf('none tight snug normal relaxed loose', spacing));
  rule('line-clamp', oneOf('none', number, variable, arbitraryNumber));
  rule('list', oneOf('inside outside'), 'list-style-position');
  rule('list', oneOf('disc decimal none', arbitrary), 'list-style-type');
  rule('decoration', oneOf(`${lineStyle} wavy`), 'text-decoration-style');
  rule(
    'decoration',
    oneOf('from-font auto', number, variable, length),
    'text-decoration-thickness',
  );
  rule('decoration', any, 'text-decoration-color');
  rule('underline-offset', oneOf('auto', number, arbitrary));
  const verticalAlign = 'baseline top middle bottom text-top text-bottom sub super';
  rule('align', oneOf(verticalAlign, arbitrary), 'vertical-align');
  rule('whitespace', oneOf('normal nowrap pre pre-line pre-wrap break-spaces'));
  rule('break', oneOf('normal words all keep'));
  rule('wrap', oneOf('break-word anywhere normal'));

  rule('bg', oneOf('fixed local scroll'), 'bg-attachment');
  rule('bg', oneOf(positions, position), 'bg-position');
  rule('bg', oneOf('no-repeat repeat repeat-x repeat-y repeat-space repeat-round'), 'bg-repeat');
  rule('bg', oneOf('auto cover contain', bgSize), 'bg-size');
  rule('bg', oneOf('none', image), 'bg-image');
  rule('bg', any, 'bg-color');
  rule(
    'bg-linear',
    oneOf('to-t to-tr to-r to-br to-b to-bl to-l to-tl', integer, arbitrary),
    'bg-image',
  );
  rule('bg-radial', arbitrary, 'bg-image');
  rule('bg-conic', oneOf('', integer, arbitrary), 'bg-image');
  for (const stop of ['from', 'via', 'to']) {
    rule(stop, oneOf('', percent, length), `gradient-${stop}-pos`);
    rule(stop, any, `gradient-${stop}`);
  }

  rule('rounded rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l', radius);
  rule(
    'rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
    radius,
  );
  rule('border', lineWidth, 'border-w');
  rule('border', oneOf(`${lineStyle} hidden none`), 'border-style');
  rule('border', oneOf('collapse separate'), 'border-collapse');
  rule('border', any, 'border-color');
  for (const side of sides) {
    rule(`border-${side}`, lineWidth, `border-w-${side}`);
    rule(`border-${side}`, any, `border-color-${side}`);
  }
  rule('divide-x divide-y', lineWidth);
  rule('divide', oneOf(`${lineStyle} hidden none`), 'divide-style');
  rule('divide', any, 'divide-color');
  rule('outline', oneOf(`${lineStyle} none hidden`), 'outline-style');
  rule('outline', lineWidth, 'outline-w');
  rule('outline', any, 'outline-color');
  rule('outline-offset', oneOf('', number, arbitrary));
  rule('ring', lineWidth, 'ring-w');
  rule('ring', any, 'ring-color');
  rule(
    'ring-offset',
    oneOf('', number, (v) => v[0] === '[' && length(v)),
    'ring-offset-w',
  );
  rule('ring-offset', any, 'ring-offset-color');

  rule('shadow', oneOf('inner none', tshirt, shadow));
  rule('shadow', any, 'shadow-color');
  rule('opacity delay', oneOf('', number, arbitrary));
  rule('blur backdrop-blur', oneOf('none', tshirt, arbitrary));
  rule('transition', oneOf('all colors opacity shadow transform none', arbitrary));
  rule('duration', oneOf('initial', number, arbitrary));
  rule('ease', oneOf('linear initial in out in-out', arbitrary));
  rule('animate', oneOf('none spin ping pulse bounce', arbitrary));
  rule('fill', any);
  rule('accent', any);
  rule('stroke', oneOf('', number, length, arbitraryNumber), 'stroke-w');
  rule('stroke', any);
}
