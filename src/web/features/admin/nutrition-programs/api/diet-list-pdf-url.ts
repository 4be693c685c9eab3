import { adminApi } from '../../../../lib/api-client.ts';

/** 'PDF indir': the client's diet list as a PDF (a plain download link: the browser sends the session cookie). */
export const dietListPdfUrl = (clientId: string) =>
  // $path is relative to the client's base (/api/admin); $url would need an absolute base.
  `/api/admin${adminApi['nutrition-programs'][':clientId'].pdf.$path({ param: { clientId } })}`;
