import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { z } from 'zod';
import { apiCall, pathWithId } from '../../shared/api/http';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';

const PAGE_SIZE = 20;
type Page<Row> = { list: Row[]; pageNo: number; totalPages: number; totalCount: number };

/**
 * One of a player's histories (bets, deposits, logins...): the server's pages, newest first, with
 * loading, empty and error states, and every row of its filter as a CSV file. `filters` joins the query and the cache key; a change of them
 * starts again at page 1 (the caller keys this component by them).
 */
export function HistoryTable<Row>({
  playerId,
  name,
  path,
  schema,
  columns,
  caption,
  emptyMessage,
  rowKey,
  filters = {},
}: {
  playerId: string;
  name: string;
  path: string;
  schema: z.ZodType<Page<Row>>;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column definitions vary in their value type
  columns: ColumnDef<Row, any>[];
  caption: string;
  emptyMessage: string;
  rowKey: (row: Row) => string;
  filters?: Record<string, string | undefined>;
}) {
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({
    queryKey: ['players', playerId, name, filters, pageNo],
    queryFn: () => apiCall(schema, pathWithId(path, playerId), { query: { ...filters, pageNo, pageSize: PAGE_SIZE } }),
  });
  if (page.isPending) return <LoadingState />;
  if (page.isError) return <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  if (page.data.list.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <DataTable
        rows={page.data.list}
        columns={columns}
        caption={caption}
        rowKey={rowKey}
        csv={{
          fileName: `player-${playerId}-${name}.csv`,
          pages: {
            totalCount: page.data.totalCount,
            fetch: (at, pageSize) =>
              apiCall(schema, pathWithId(path, playerId), { query: { ...filters, pageNo: at, pageSize } }),
          },
        }}
      />
      <Pager
        pageNo={page.data.pageNo}
        totalPages={page.data.totalPages}
        totalCount={page.data.totalCount}
        onPage={setPageNo}
      />
    </>
  );
}
