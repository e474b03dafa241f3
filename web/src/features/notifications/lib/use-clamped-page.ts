import { useEffect } from 'react';

/** Moves a paged list back to its last page when removals leave it past the end. */
export function useClampedPage(
  page: number,
  setPage: (page: number) => void,
  totalPages: number | undefined,
) {
  const last = Math.max(1, totalPages ?? 1);
  const past = totalPages !== undefined && page > last;
  useEffect(() => {
    if (past) setPage(last);
  }, [past, last, setPage]);
}
