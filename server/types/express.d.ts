// Express comes with the MCP SDK, whose OAuth handlers are Express routers (decision 033); only
// the adapter (server/features/mcp-oauth/express-adapter.ts) touches it, and @types/express is not
// installed.
declare module 'express';
