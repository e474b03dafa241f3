import { describe, expect, it } from 'vitest';
import { MCP_TOKEN_PLACEHOLDER, mcpClientConfig } from './integration-urls';

describe('mcpClientConfig', () => {
  it('points MCP clients at the endpoint with the token, or a placeholder to replace', () => {
    const withToken = JSON.parse(mcpClientConfig('https://agendei.app', 'agd_mcp_x'));
    expect(withToken).toEqual({
      mcpServers: {
        agendei: {
          type: 'http',
          url: 'https://agendei.app/mcp-server',
          headers: { Authorization: 'Bearer agd_mcp_x' },
        },
      },
    });
    expect(mcpClientConfig('https://agendei.app')).toContain(`Bearer ${MCP_TOKEN_PLACEHOLDER}`);
  });
});
