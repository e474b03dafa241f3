import { z } from 'zod';

/** Why the signed-in user cannot approve a connection (decision 033), or null when they can. */
export const ConsentRefusal = z.enum(['admin-only', 'mcp-disabled']);
export type ConsentRefusal = z.infer<typeof ConsentRefusal>;

/** What the consent screen shows about an assistant's authorization request. */
export const ConsentRequestDto = z.object({
  clientName: z.string(),
  /** Where the browser goes back after the decision (host of the redirect URI, or app scheme). */
  returnsTo: z.string(),
  organizationName: z.string(),
  refusal: ConsentRefusal.nullable(),
});
export type ConsentRequestDto = z.infer<typeof ConsentRequestDto>;

export const ConsentRequestParams = z.object({ id: z.uuid() });

/** The assistant's redirect URI with the code (or the refusal): the browser goes there next. */
export const ConsentDecisionDto = z.object({ redirectTo: z.string() });
export type ConsentDecisionDto = z.infer<typeof ConsentDecisionDto>;

/** A connected assistant in 'Integrações IA'. */
export const McpConnectionDto = z.object({
  id: z.string(),
  clientName: z.string(),
  connectedBy: z.string(),
  connectedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type McpConnectionDto = z.infer<typeof McpConnectionDto>;

export const McpConnectionParams = z.object({ id: z.uuid() });
