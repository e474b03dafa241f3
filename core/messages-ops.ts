/** Operations endpoints (metrics). Kept apart from core/messages.ts so public pages do not load them. */
export const opsMessages = {
  metricsTokenRequired: 'Métricas exigem Authorization: Bearer com o METRICS_TOKEN.',
  metricsLoopbackOnly:
    'Métricas só são servidas a pedidos diretos do próprio servidor (defina METRICS_TOKEN para acesso remoto).',
};
