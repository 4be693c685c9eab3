import { adminApi } from '../../../../lib/api-client.ts';

/** The client's data file (GET /api/admin/clients/:id/data-export, ADR 0073), for a DownloadLink. */
export const clientDataExportUrl = (id: string) =>
  // $path is relative to the client's base (/api/admin).
  `/api/admin${adminApi.clients[':id']['data-export'].$path({ param: { id } })}`;
