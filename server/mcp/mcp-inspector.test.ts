import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@core/messages.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { listeningApp, mcpOrganization } from './mcp-test-setup.ts';

const run = promisify(execFile);
// The CLI looks for its package.json relative to the working directory: run it from its folder.
const inspectorDir = dirname(
  createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector-cli'),
);

let t: TestApp;
let endpoint: string;
let token: string;
let proId: string;
const day = dateAhead(3);

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  endpoint = started.endpoint;
  const organization = await mcpOrganization(t);
  token = organization.token;
  proId = organization.pro.id;
});
afterAll(() => t.close());

/**
 * The official MCP Inspector CLI as the peer, over Streamable HTTP with the bearer token. It
 * exits 1 on a JSON-RPC error, so a resolved run means the server answered with a result.
 */
async function inspector(...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    [
      'index.js',
      endpoint,
      '--transport',
      'http',
      '--header',
      `Authorization: Bearer ${token}`,
      ...args,
    ],
    { cwd: inspectorDir, timeout: 30_000 },
  );
  return JSON.parse(stdout);
}

const callTool = (name: string, ...toolArgs: string[]) =>
  inspector('--method', 'tools/call', '--tool-name', name, '--tool-arg', ...toolArgs);

describe('MCP server under the official Inspector CLI', () => {
  it('lists the ten tools with plain object schemas', async () => {
    const { tools } = await inspector('--method', 'tools/list');
    expect(tools.map((tool: { name: string }) => tool.name)).toHaveLength(10);
    for (const tool of tools) {
      expect(tool.inputSchema).toMatchObject({ type: 'object' });
      expect(JSON.stringify(tool.inputSchema)).not.toContain('"null"');
    }
  });

  it('answers a good call with the structured result and the same JSON as text', async () => {
    const answer = await callTool(
      'get_availability',
      `professionalId=${proId}`,
      `from=${day}`,
      `to=${day}`,
    );
    expect(answer.isError).toBeUndefined();
    expect(answer.structuredContent.slots[0]).toMatchObject({ startUtc: at(day, '09:00') });
    expect(JSON.parse(answer.content[0].text)).toEqual(answer.structuredContent);
  });

  it('answers a bad argument with a pt-BR tool error naming the field, not a JSON-RPC error', async () => {
    // The CLI reads "from=5" as the number 5.
    const answer = await callTool('list_appointments', 'from=5', `to=${day}`);
    expect(answer.isError).toBe(true);
    expect(answer.structuredContent).toMatchObject({
      error: 'VALIDATION',
      message: expect.stringMatching(/^from: Entrada inválida/),
      fieldErrors: { from: expect.any(String) },
    });
    expect(JSON.parse(answer.content[0].text)).toEqual(answer.structuredContent);
    expect(answer.content[0].text).not.toContain('MCP error');

    const missing = await callTool('get_availability', `professionalId=${proId}`, `from=${day}`);
    expect(missing.structuredContent.fieldErrors).toEqual({ to: validationMessages.required });
  });
});
