import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let proId: string;
const day = dateAhead(4);

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  proId = organization.pro.id;
  client = await connectClient(started.endpoint, organization.token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

const freeTimes = async () =>
  (
    await callTool(client, 'get_availability', { professionalId: proId, from: day, to: day })
  ).data.slots.map((slot: { startLocal: string }) => slot.startLocal.slice(11));

describe('MCP blocked time', () => {
  it('declares list_blocks, create_block and delete_block with output schemas and annotations', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get('list_blocks')?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get('create_block')?.annotations).toMatchObject({ destructiveHint: false });
    expect(byName.get('delete_block')?.annotations).toMatchObject({ destructiveHint: true });
    for (const name of ['list_blocks', 'create_block', 'delete_block'])
      expect(byName.get(name)?.outputSchema, name).toBeDefined();
  });

  it('a dry run writes nothing; a block closes the slots, refuses create_appointment with suggestions, and its deletion reopens them', async () => {
    const block = {
      title: 'Audiência',
      startTime: `${day}T10:00`,
      endTime: `${day}T11:00`,
      professionalIds: [proId],
    };
    const dry = await callTool(client, 'create_block', { ...block, dryRun: true });
    expect(dry.isError, dry.text).toBe(false);
    expect(dry.data).toMatchObject({ dryRun: true, blocks: [{ title: 'Audiência' }] });
    expect((await callTool(client, 'list_blocks', { from: day, to: day })).data.count).toBe(0);
    expect(await freeTimes()).toContain('10:00');

    const created = await callTool(client, 'create_block', block);
    expect(created.isError, created.text).toBe(false);
    const blockId = created.data.blocks[0].id as string;
    expect(created.data.blocks[0]).toMatchObject({
      startLocal: `${day}T10:00`,
      endLocal: `${day}T11:00`,
    });
    expect(await freeTimes()).not.toContain('10:00');
    const listed = await callTool(client, 'list_blocks', { from: day, to: day });
    expect(listed.data).toMatchObject({ count: 1, blocks: [{ id: blockId }] });

    const refused = await callTool(client, 'create_appointment', {
      professionalId: proId,
      clientName: 'Maria Oliveira',
      clientEmail: 'maria@example.com',
      startTime: `${day}T10:00`,
    });
    expect(refused.isError).toBe(true);
    expect(refused.data.error).toBe('CONFLICT');
    expect(refused.data.suggestions.length).toBeGreaterThan(0);

    const bad = await callTool(client, 'create_block', { ...block, title: '' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('Título é obrigatório');

    const deleted = await callTool(client, 'delete_block', { blockId });
    expect(deleted.isError, deleted.text).toBe(false);
    expect(await freeTimes()).toContain('10:00');
    const again = await callTool(client, 'delete_block', { blockId });
    expect(again.isError).toBe(true);
    expect(again.data.error).toBe('NOT_FOUND');
  });
});
