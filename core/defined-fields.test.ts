import { describe, expect, it } from 'vitest';
import { definedFields } from './defined-fields.ts';

describe('definedFields', () => {
  it('keeps given values, including null and false, and drops undefined ones', () => {
    expect(definedFields({ a: 1, b: undefined, c: null, d: false, e: '' })).toEqual({
      a: 1,
      c: null,
      d: false,
      e: '',
    });
  });
});
