import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import type { ContentKind, ContentState } from '@platform/contracts/content-admin';
import { pageOf } from '@platform/contracts/money-amount';
import { z } from 'zod';
import { apiCall } from '../../shared/api/http';

/** The content routes of one kind (/wps/admin/content/<kind>), as the console calls them. */
export function contentApi<Item>(kind: ContentKind, itemSchema: z.ZodType<Item>) {
  const at = (path: string, id?: number | string) => apiPath(path, { kind, id: String(id ?? '') });
  return {
    /** One page of the kind's items that pass the filter, in the lobby's order. */
    list: (filter: {
      language?: string | undefined;
      state?: ContentState | undefined;
      pageNo: number;
      pageSize: number;
    }) => apiCall(pageOf(itemSchema), at(ADMIN_API.contentItems), { query: filter }),
    create: (body: unknown) => apiCall(itemSchema, at(ADMIN_API.contentItems), { method: 'POST', body }),
    update: (id: number | string, body: unknown) =>
      apiCall(itemSchema, at(ADMIN_API.contentItem, id), { method: 'PUT', body }),
    setEnabled: (id: number | string, enabled: boolean) =>
      apiCall(itemSchema, at(ADMIN_API.contentItemEnabled, id), { method: 'POST', body: { enabled } }),
    move: (id: number | string, direction: 'up' | 'down') =>
      apiCall(itemSchema, at(ADMIN_API.contentItemMove, id), { method: 'POST', body: { direction } }),
    remove: (id: number | string) => apiCall(z.null(), at(ADMIN_API.contentItem, id), { method: 'DELETE' }),
  };
}
