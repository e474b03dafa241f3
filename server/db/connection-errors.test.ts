import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { genericMessages } from '@core/messages.ts';
import { toAppError } from '../plugins/error-handler.ts';
import { isDatabaseUnavailable } from './connection-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognizes a refused connection, a server shutting down and a lost connection', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('looks through the causes Drizzle wraps around driver errors and through AggregateError', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const both = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(new Error('connect', { cause: both }))).toBe(true);
  });

  it('leaves query errors (constraint, syntax) and unrelated errors alone', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('42601') }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('the error handler', () => {
  it('answers a lost database with 503 and the pt-BR message, not a 500', () => {
    const lost = new Error('Failed query: select 1', { cause: withCode('57P01') });
    const mapped = toAppError(lost as FastifyError);
    expect(mapped?.status).toBe(503);
    expect(mapped?.message).toBe(genericMessages.unavailable);
  });
});
