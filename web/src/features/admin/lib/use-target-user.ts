import { useSearch } from 'wouter';
import { useUsers } from '@/features/admin/api/list-users';
import { useSession } from '@/lib/session';

/** An admin manages a professional's hours or products with ?userId={id}; others manage their own. */
export function useTargetUser() {
  const { isAdmin } = useSession();
  const userId = new URLSearchParams(useSearch()).get('userId') ?? undefined;
  const users = useUsers({ enabled: isAdmin && userId !== undefined });
  const user = users.data?.find((candidate) => candidate.id === userId);
  return { userId, name: user?.name, bufferTime: user?.bufferTime };
}
