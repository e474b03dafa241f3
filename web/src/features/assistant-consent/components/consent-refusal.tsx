import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import { oauthMessages } from '@core/messages-oauth.ts';
import type { ConsentRefusal as Refusal } from '@core/schemas/mcp-oauth.ts';

/** Why this user cannot connect the assistant (decision 033), and what to do about it. */
export function ConsentRefusal({ refusal }: { refusal: Refusal }) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-lg border border-amber-500/60 bg-amber-50 px-4 py-3 text-sm dark:bg-amber-950/30"
    >
      <p className="flex gap-2">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        {refusal === 'admin-only' ? oauthMessages.adminOnly : oauthMessages.mcpDisabled}
      </p>
      {refusal === 'mcp-disabled' && (
        <Link href="/integrations" className="font-medium underline underline-offset-4">
          Abrir Integrações IA
        </Link>
      )}
    </div>
  );
}
