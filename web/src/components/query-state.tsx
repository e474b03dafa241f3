import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';

type QueryStateProps<Data> = {
  query: UseQueryResult<Data>;
  loading: string;
  /** Shown when the server sent no message of its own. */
  error: string;
  children: (data: Data) => ReactNode;
};

/** A read's loading line, its error, or its content. */
export function QueryState<Data>({ query, loading, error, children }: QueryStateProps<Data>) {
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-destructive">
        {getErrorMessage(query.error) ?? error}
      </p>
    );
  }
  return children(query.data);
}
