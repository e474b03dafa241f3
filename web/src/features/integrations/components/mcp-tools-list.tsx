import { useId } from 'react';
import { mcpResources, mcpTools } from '../lib/mcp-tools';

const codeClass = 'rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground';

/** What an assistant can do through the MCP server, one line per tool. */
export function McpToolsList() {
  const titleId = useId();
  return (
    <div className="grid gap-3">
      <h3 id={titleId} className="text-sm font-medium">
        Ferramentas disponíveis
      </h3>
      <ul aria-labelledby={titleId} className="grid gap-2.5 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {mcpTools.map((tool) => (
          <li
            key={tool.name}
            className="grid gap-1 text-sm sm:col-span-2 sm:grid-cols-subgrid sm:items-baseline"
          >
            <code className={`${codeClass} w-fit`}>{tool.name}</code>
            <span className="text-muted-foreground">{tool.summary}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs leading-relaxed text-muted-foreground">
        Recursos para leitura:{' '}
        {mcpResources.map((resource, index) => (
          <span key={resource}>
            {index > 0 && ' e '}
            <code className={codeClass}>{resource}</code>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
