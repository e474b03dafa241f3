import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv, type Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { bearer } from '@tests/helpers/factories.ts';
import { bookableProfessional } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

/** The real app listening on a free loopback port, as an assistant reaches it. */
export async function listeningApp(
  create: typeof createTestApp = createTestApp,
  overrides: Parameters<typeof createTestApp>[0] = {},
) {
  const t = await create({ API_RATE_LIMIT_PER_MINUTE: 1000, ...overrides });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return { t, endpoint: `http://127.0.0.1:${port}/mcp-server` };
}

/** A new MCP token through the admin endpoint (the previous one stops working). */
export async function generateMcpToken(t: TestApp, adminToken: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/generate-mcp-token',
    headers: bearer(adminToken),
  });
  if (response.statusCode !== 200) throw new Error(`generate-mcp-token: ${response.body}`);
  return response.json().mcpToken as string;
}

export async function toggleMcp(t: TestApp, adminToken: string, enabled: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/toggle-mcp',
    headers: bearer(adminToken),
    payload: { enabled },
  });
  if (response.statusCode !== 200) throw new Error(`toggle-mcp: ${response.body}`);
}

/** An organization with a bookable professional, an MCP token and MCP switched on. */
export async function mcpOrganization(t: TestApp) {
  const organization = await bookableProfessional(t);
  const token = await generateMcpToken(t, organization.admin.token);
  await toggleMcp(t, organization.admin.token, true);
  return { ...organization, token };
}

/** The SDK's own client over Streamable HTTP, with the bearer token. */
export async function connectClient(endpoint: string, token: string) {
  const client = new Client({ name: 'agendei-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), {
    requestInit: { headers: bearer(token) },
  });
  await client.connect(transport);
  return client;
}

export interface ToolAnswer {
  isError: boolean;
  text: string;
  // Tests read the structured answer freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

/** Calls a tool and returns its structured answer, its text and whether it is an error. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as Array<{ type: string; text?: string }>;
  return {
    isError: result.isError === true,
    text: content.map((part) => part.text ?? '').join('\n'),
    data: result.structuredContent,
  };
}

/** Reads a resource and parses its JSON text. */
export async function readJsonResource(client: Client, uri: string) {
  const [first] = (await client.readResource({ uri })).contents;
  if (!first || !('text' in first) || first.mimeType !== 'application/json') {
    throw new Error(`${uri}: no JSON text`);
  }
  return JSON.parse(first.text);
}

// ajv-formats is CommonJS: under ESM its default export is the function itself.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * Ajv as strict as it goes, draft-07 and 2020-12, knowing the formats (as the SDK's client does);
 * anything it would only log is collected too.
 */
export function strictValidators(extra: Options = {}) {
  const complaints: string[] = [];
  const record = (...parts: unknown[]) => complaints.push(parts.map(String).join(' '));
  const options: Options = {
    strict: true,
    strictTypes: true,
    strictTuples: true,
    strictRequired: true,
    allErrors: true,
    logger: { log: record, warn: record, error: record },
    ...extra,
  };
  const validators = [new Ajv(options), new Ajv2020(options)].map((ajv) => addFormats(ajv as Ajv));
  return { complaints, validators };
}
