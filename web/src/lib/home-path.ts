/** Where a role's screens start: the office's shared agenda for an admin or secretary (decision 080). */
export function homePathOf(role: string | undefined): string {
  return role === 'admin' || role === 'secretary' ? '/admin' : '/dashboard';
}
