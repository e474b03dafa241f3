/**
 * Whether a client may book a professional without a service: always while they offer none
 * (SPEC's booking without a product), otherwise only when they allow it in their booking form
 * ('Permitir agendamento sem serviço', issue 32). No imports: the public page's first script
 * carries it.
 */
export function noServiceAllowed(
  form: { allowNoService: boolean },
  activeServices: number,
): boolean {
  return activeServices === 0 || form.allowNoService;
}
