import { adminApi } from '../../../../lib/api-client.ts';

/** 'Raporu PDF indir': the client report on A4 (a plain download link: the browser sends the session cookie). */
export const clientReportPdfUrl = (clientId: string) =>
  // $path is relative to the client's base (/api/admin); $url would need an absolute base.
  `/api/admin${adminApi.reports[':clientId'].pdf.$path({ param: { clientId } })}`;
