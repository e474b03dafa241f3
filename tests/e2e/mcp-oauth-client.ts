// An MCP client that signs in with OAuth, as Claude or ChatGPT does: the SDK's own client and
// transport, with an OAuthClientProvider that keeps everything in memory and hands the browser
// step to the journey.
import { randomBytes } from 'node:crypto';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';

/** Where the assistant listens for the browser's return (the journey intercepts it). */
export const CALLBACK_URL = 'http://127.0.0.1:7777/callback';

export class InMemoryOAuthProvider implements OAuthClientProvider {
  private client?: OAuthClientInformationMixed;
  private savedTokens?: OAuthTokens;
  private verifier = '';
  /** Every URL the client asked the user's browser to open, in order. */
  readonly authorizationUrls: URL[] = [];

  constructor(private readonly clientName: string) {}

  get redirectUrl() {
    return CALLBACK_URL;
  }
  get clientMetadata() {
    return {
      client_name: this.clientName,
      redirect_uris: [CALLBACK_URL],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    return randomBytes(16).toString('hex');
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(client: OAuthClientInformationMixed) {
    this.client = client;
  }
  tokens() {
    return this.savedTokens;
  }
  saveTokens(tokens: OAuthTokens) {
    this.savedTokens = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrls.push(url);
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    if (scope === 'all' || scope === 'tokens') this.savedTokens = undefined;
    if (scope === 'all' || scope === 'client') this.client = undefined;
  }
}

/** Statuses the MCP server answered, in order (to see the 401 a revoked token gets). */
export function recordingFetch(statuses: number[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname === '/mcp-server') {
      statuses.push(response.status);
    }
    return response;
  };
}

/** The SDK's client over Streamable HTTP with the OAuth provider; `connect` may need a sign-in. */
export function oauthClient(endpoint: string, provider: OAuthClientProvider, statuses: number[]) {
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), {
    authProvider: provider,
    fetch: recordingFetch(statuses),
  });
  const client = new Client({ name: 'assistente-de-teste', version: '1.0.0' });
  return { client, transport };
}
