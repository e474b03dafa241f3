import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { MCP_SERVER_INFO } from '../features/mcp-oauth/mcp-resource.ts';
import type { McpContext } from './mcp-context.ts';
import { mcpTexts } from './mcp-texts.ts';
import { registerTools } from './register-tools.ts';
import { registerResources } from './resources.ts';
import { createBlockTool, deleteBlockTool, listBlocksTool } from './tools/block-tools.ts';
import { cancelAppointmentTool } from './tools/cancel-appointment-tool.ts';
import { createAppointmentTool } from './tools/create-appointment-tool.ts';
import { listAppointmentsTool } from './tools/list-appointments-tool.ts';
import { getAvailabilityTool, listProfessionalsTool } from './tools/professional-tools.ts';
import { updateAppointmentTool } from './tools/update-appointment-tool.ts';
import { setAppointmentStatusTool } from './tools/set-appointment-status-tool.ts';

export const MCP_TOOLS = [
  listProfessionalsTool,
  getAvailabilityTool,
  createAppointmentTool,
  updateAppointmentTool,
  cancelAppointmentTool,
  setAppointmentStatusTool,
  listAppointmentsTool,
  listBlocksTool,
  createBlockTool,
  deleteBlockTool,
];

/** One server per HTTP request (stateless): the tools and resources act as the token's admin. */
export function createMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { instructions: mcpTexts.instructions });
  registerTools(server, ctx, MCP_TOOLS);
  registerResources(server, ctx);
  return server;
}
