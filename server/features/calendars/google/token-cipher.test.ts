import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOAuthState, readOAuthState } from './oauth-state.ts';
import { decryptToken, encryptToken } from './token-cipher.ts';

const key = randomBytes(32);

describe('token encryption', () => {
  it('round-trips a token and never writes it in clear', () => {
    const sealed = encryptToken(key, '1//refresh-segredo');
    expect(sealed).not.toContain('segredo');
    expect(decryptToken(key, sealed)).toBe('1//refresh-segredo');
    expect(encryptToken(key, '1//refresh-segredo')).not.toBe(sealed);
  });

  it('refuses another key or an altered text', () => {
    const sealed = encryptToken(key, 'token');
    expect(() => decryptToken(randomBytes(32), sealed)).toThrow();
    expect(() => decryptToken(key, `${sealed.slice(0, -2)}AA`)).toThrow();
  });
});

describe('OAuth state', () => {
  it('names its user until it expires', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    const state = createOAuthState(key, 'user-1', now);
    expect(readOAuthState(key, state, now)).toBe('user-1');
    expect(readOAuthState(key, state, new Date('2025-03-10T12:11:00Z'))).toBeNull();
    expect(readOAuthState(randomBytes(32), state, now)).toBeNull();
  });
});
