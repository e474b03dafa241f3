import fc from 'fast-check';

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The ends of what the format allows, where date maths overflows most often. */
const EDGE_DATE_TIMES = [
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
  '1970-01-01T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
];
const EDGE_DATES = ['0001-01-01', '9999-12-31', '1970-01-01', '2000-02-29'];

/** Any instant of years 0001–9999, written with 'Z' or an offset, with or without milliseconds. */
const datesTimesOfAllEras = fc
  .record({
    instant: fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    offsetMinutes: fc.oneof(
      fc.constant(0),
      fc.integer({ min: -14 * 4, max: 14 * 4 }).map((q) => q * 15),
    ),
    millis: fc.boolean(),
  })
  .map(({ instant, offsetMinutes, millis }) => {
    const local = new Date(instant.getTime() + offsetMinutes * 60_000);
    const iso = local.toISOString();
    const text = millis ? iso.slice(0, 23) : iso.slice(0, 19);
    if (offsetMinutes === 0) return `${text}Z`;
    const sign = offsetMinutes < 0 ? '-' : '+';
    return `${text}${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  })
  // Shifting by the offset can leave the years 0001–9999 at the ends.
  .filter((text) => /^\d{4}-/.test(text));

const anyDateTime = fc.oneof(datesTimesOfAllEras, fc.constantFrom(...EDGE_DATE_TIMES));

const datesOfAllEras = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const anyDate = fc.oneof(datesOfAllEras, fc.constantFrom(...EDGE_DATES));

const word = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[a-z0-9]{${min},${max}}$`));

const email = fc
  .tuple(word(1, 12), word(1, 12), fc.constantFrom('com', 'com.br', 'org', 'net'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

const httpUrl = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    word(1, 15),
    fc.constantFrom('com', 'com.br', 'io'),
    fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
    fc.array(word(1, 10), { maxLength: 4 }),
  )
  .map(
    ([scheme, host, tld, port, path]) =>
      `${scheme}://${host}.${tld}${port ? `:${port}` : ''}/${path.join('/')}`,
  );

/** Every value of each string format the REST v1 document names, ends included. */
export const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid({ version: 4 }),
  'date-time': anyDateTime,
  date: anyDate,
  email,
  uri: httpUrl,
};
