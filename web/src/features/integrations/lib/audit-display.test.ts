import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel } from './audit-display';

describe('actorLabel', () => {
  it('names a token call by its integration and a person by name', () => {
    expect(actorLabel({ actorKind: 'api', actorName: 'Ana Souza' })).toBe('API');
    expect(actorLabel({ actorKind: 'mcp', actorName: 'Ana Souza' })).toBe('MCP');
    expect(actorLabel({ actorKind: 'user', actorName: 'Ana Souza' })).toBe('Ana Souza');
    expect(actorLabel({ actorKind: 'public', actorName: null })).toBe('Cliente');
    expect(actorLabel({ actorKind: 'user', actorName: null })).toBe('Usuário removido');
  });
});

describe('actionLabel', () => {
  it('says in pt-BR what was done to what', () => {
    expect(actionLabel({ action: 'call', entity: 'api_token' })).toBe('Chamada à API REST');
    expect(actionLabel({ action: 'update', entity: 'mcp_token' })).toBe('Gerou um novo token MCP');
    expect(actionLabel({ action: 'create', entity: 'appointment' })).toBe('Criou um agendamento');
    expect(actionLabel({ action: 'move', entity: 'appointment' })).toBe('Remarcou um agendamento');
  });

  it('falls back to the raw words for an action it does not know', () => {
    expect(actionLabel({ action: 'archive', entity: 'report' })).toBe('archive report');
  });
});
