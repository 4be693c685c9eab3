import { meApi } from '../../../../lib/api-client.ts';

/** 'PDF indir': the signed-in client's own diet list as a PDF, with the week's shopping list (a plain download link). */
export const dietListPdfUrl = () =>
  // $path is relative to the client's base (/api/me).
  `/api/me${meApi['nutrition-programs'].pdf.$path({ query: {} })}`;
