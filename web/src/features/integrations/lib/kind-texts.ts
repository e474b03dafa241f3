import { integrationsMessages } from '@core/messages.ts';
import type { IntegrationKind } from '../api/integration-kind';

type KindTexts = {
  /** The switch's label and the line under it. */
  switchLabel: string;
  switchHint: string;
  /** The toast after the switch moved. */
  switchedOn: string;
  switchedOff: string;
  generateLabel: string;
  /** Under 'Token de acesso': what generating does. */
  tokenHint: string;
  /** Names the box that shows a just-generated token. */
  revealedLabel: string;
  /** The toast when generating fails (SPEC §8). */
  generateFailure: string;
  /** Only the MCP token may be generated again (SPEC §4): the question asked before. */
  regenerate?: { title: string; description: string };
  /** 'Revogar token': the question asked before, and the toast's line after. */
  revoke: { title: string; description: string; done: string };
};

/** The pt-BR words that differ between the REST API card and the MCP server card. */
export const kindTexts: Record<IntegrationKind, KindTexts> = {
  api: {
    switchLabel: 'API ativada',
    switchHint: 'Desativada, a API recusa todos os pedidos (HTTP 403), mesmo com o token.',
    switchedOn: 'API REST ativada',
    switchedOff: 'API REST desativada',
    generateLabel: 'Gerar token da API',
    tokenHint:
      'Vale por 365 dias e é mostrado uma única vez. Para trocá-lo, revogue o atual e gere outro.',
    revealedLabel: 'Novo token da API',
    generateFailure: integrationsMessages.generateApiError,
    revoke: {
      title: 'Revogar o token da API?',
      description:
        'O token atual deixa de funcionar na hora: os sistemas que o usam passam a receber HTTP 401. Depois, você pode gerar um novo.',
      done: 'O token da API não funciona mais. Gere um novo quando precisar.',
    },
  },
  mcp: {
    switchLabel: 'Servidor MCP ativado',
    switchHint: 'Desativado, o servidor recusa os assistentes (HTTP 403), mesmo com o token.',
    switchedOn: 'Servidor MCP ativado',
    switchedOff: 'Servidor MCP desativado',
    generateLabel: 'Gerar token MCP',
    tokenHint: 'Vale por 365 dias. Gerar um novo token desativa o anterior na hora.',
    revealedLabel: 'Novo token MCP',
    generateFailure: integrationsMessages.generateMcpError,
    revoke: {
      title: 'Revogar o token MCP?',
      description:
        'O token atual deixa de funcionar na hora: os assistentes de IA que o usam perdem o acesso. Depois, você pode gerar um novo.',
      done: 'O token MCP não funciona mais. Gere um novo quando precisar.',
    },
    regenerate: {
      title: 'Gerar um novo token MCP?',
      description:
        'O token atual deixa de funcionar na hora: os assistentes de IA que o usam precisam receber o novo.',
    },
  },
};
