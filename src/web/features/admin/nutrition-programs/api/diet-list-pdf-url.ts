import type { WeekDay } from '../../../../../shared/constants.ts';
import { adminApi } from '../../../../lib/api-client.ts';

/**
 * 'PDF indir': the client's diet list as a PDF, its shopping list over the days `from`–`to` (a plain
 * download link: the browser sends the session cookie).
 */
export const dietListPdfUrl = (clientId: string, shoppingRange: { from: WeekDay; to: WeekDay }) =>
  // $path is relative to the client's base (/api/admin); $url would need an absolute base.
  `/api/admin${adminApi['nutrition-programs'][':clientId'].pdf.$path({ param: { clientId }, query: shoppingRange })}`;
