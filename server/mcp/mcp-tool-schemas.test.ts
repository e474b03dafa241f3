import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@tests/helpers/test-app.ts';
import {
  connectClient,
  listeningApp,
  mcpOrganization,
  strictValidators,
} from './mcp-test-setup.ts';

let t: TestApp;
let tools: Tool[];

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const { token } = await mcpOrganization(t);
  const client = await connectClient(started.endpoint, token);
  tools = (await client.listTools()).tools;
  await client.close();
});
afterAll(() => t.close());

// Words of every pt-BR sentence that English does not use.
const ptBrWord = /(^|[\s(])(de|do|da|dos|em|no|na|para|com|sem|ou|o|a)(?=[\s,.:])/i;

describe('MCP tool input schemas', () => {
  it('compile in Ajv strict mode with formats, draft-07 and 2020-12, without a warning', () => {
    expect(tools).toHaveLength(10);
    const { complaints, validators } = strictValidators();
    for (const ajv of validators) {
      for (const tool of tools) {
        expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      }
    }
    expect(complaints).toEqual([]);
  });

  it('never list a union type such as ["string","null"]', () => {
    for (const tool of tools) {
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {})) {
        const { type } = property as { type?: unknown };
        expect(Array.isArray(type), `${tool.name}.${name}: ${JSON.stringify(type)}`).toBe(false);
      }
    }
  });

  it('describe every tool and every property in pt-BR', () => {
    for (const tool of tools) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description, tool.name).toBeTruthy();
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {})) {
        const { description } = property as { description?: string };
        expect(description?.length, `${tool.name}.${name}`).toBeGreaterThan(12);
        expect(description, `${tool.name}.${name}`).toMatch(ptBrWord);
      }
    }
  });
});
