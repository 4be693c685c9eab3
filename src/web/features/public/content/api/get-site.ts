import { call, publicApi } from '../../../../lib/api-client.ts';

/** The top bar's menu and the footer's settings (GET /api/content/site). */
export const getSite = () => call(publicApi.content.site.$get());
