/** What the MCP server offers assistants, one pt-BR line each (docs/mcp-server.md). */
export const mcpTools = [
  { name: 'list_professionals', summary: 'Lista os profissionais da organização.' },
  { name: 'get_availability', summary: 'Mostra os horários livres de um profissional.' },
  { name: 'create_appointment', summary: 'Agenda um cliente com um profissional.' },
  { name: 'update_appointment', summary: 'Altera ou remarca um agendamento.' },
  { name: 'cancel_appointment', summary: 'Cancela um agendamento e libera o horário.' },
  { name: 'list_appointments', summary: 'Lista os agendamentos de um período.' },
] as const;

export const mcpResources = ['agendei://professionals', 'agendei://agenda/today'] as const;
