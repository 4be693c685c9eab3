import { adminApi } from '../../../../lib/api-client.ts';

// $path is relative to the client's base (/api/admin).

/** The client's data file (GET /api/admin/clients/:id/data-export, ADR 0073), for a DownloadLink. */
export const clientDataExportUrl = (id: string) =>
  `/api/admin${adminApi.clients[':id']['data-export'].$path({ param: { id } })}`;

/** The same data as a readable PDF (GET /api/admin/clients/:id/data-export/pdf). */
export const clientDataPdfUrl = (id: string) =>
  `/api/admin${adminApi.clients[':id']['data-export'].pdf.$path({ param: { id } })}`;
