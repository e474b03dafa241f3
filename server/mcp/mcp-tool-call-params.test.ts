import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@core/messages.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';
import { mcpTexts } from './mcp-texts.ts';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const { token } = await mcpOrganization(t);
  client = await connectClient(started.endpoint, token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

/** tools/call as a client may send it, with params the SDK's typed callTool would not build. */
const rawCall = (params: unknown) =>
  client.request(
    { method: 'tools/call', params: params as { name: string } },
    CallToolResultSchema,
  );

const invalidParams = (field: string, says: string) => ({
  code: -32602,
  message: `MCP error -32602: ${field}: ${says}`,
  data: { fieldErrors: { [field]: says } },
});

describe('MCP tools/call params', () => {
  it.each([
    ['null', null],
    ['an array', [{ professionalId: 'x' }]],
    ['a string', '{"professionalId":"x"}'],
    ['a number', 7],
  ])('answers arguments that are %s with invalid params in pt-BR', async (_kind, args) => {
    await expect(rawCall({ name: 'list_professionals', arguments: args })).rejects.toMatchObject(
      invalidParams('arguments', mcpTexts.argumentsNotObject),
    );
  });

  it('answers a call without a tool name with invalid params in pt-BR', async () => {
    await expect(rawCall({ arguments: {} })).rejects.toMatchObject(
      invalidParams('name', validationMessages.required),
    );
  });

  it('answers a tool name that is not text with invalid params in pt-BR', async () => {
    await expect(rawCall({ name: 42, arguments: {} })).rejects.toMatchObject(
      invalidParams('name', mcpTexts.toolNameNotText),
    );
  });

  it('answers a call without params with invalid params in pt-BR', async () => {
    await expect(rawCall(undefined)).rejects.toMatchObject(
      invalidParams('params', mcpTexts.paramsNotObject),
    );
  });

  it('answers a method it does not serve with method not found in pt-BR', async () => {
    await expect(
      client.request({ method: 'agenda/export', params: {} }, CallToolResultSchema),
    ).rejects.toMatchObject({
      code: -32601,
      message: `MCP error -32601: ${mcpTexts.unknownMethod('agenda/export')}`,
    });
  });

  it('still runs a tool called with no arguments at all', async () => {
    const result = await rawCall({ name: 'list_professionals' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ professionals: expect.any(Array) });
  });
});
