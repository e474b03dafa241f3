import { describe, expect, it } from 'vitest';
import { redirectUriProblem, redirectUrisProblem } from './redirect-uri-policy.ts';

describe('redirect URIs an assistant may register', () => {
  it.each([
    'https://claude.ai/api/mcp/auth_callback',
    'https://chatgpt.com/connector_platform_oauth_redirect',
    'http://localhost:6274/oauth/callback',
    'http://127.0.0.1:33418/',
    'http://[::1]:8080/cb',
    'cursor://anysphere.cursor-retrieval/oauth/callback',
  ])('accepts %s', (uri) => {
    expect(redirectUriProblem(uri)).toBeNull();
  });

  it.each([
    'http://agendei.evil.example/cb',
    'http://localhost.evil.example/cb',
    'https://app.example/cb#x',
    'javascript:alert(1)',
    'data:text/html,hi',
    'file:///tmp/x',
    'ws://localhost/x',
    '/relative/callback',
    'view-source:https://app.example/cb',
    'chrome://settings/cb',
    'intent://app.example/cb',
    'jar:https://app.example/a.jar!/cb',
    'https:///cb',
    'https:app.example/cb',
    'https:\\\\app.example/cb',
    `https://app.example/${'a'.repeat(2000)}`,
  ])('refuses %s', (uri) => {
    expect(redirectUriProblem(uri)).not.toBeNull();
  });

  it('wants between one and ten of them', () => {
    expect(redirectUrisProblem([])).not.toBeNull();
    expect(redirectUrisProblem(Array(11).fill('https://a.example/cb'))).not.toBeNull();
    expect(redirectUrisProblem(['https://a.example/cb'])).toBeNull();
  });
});
