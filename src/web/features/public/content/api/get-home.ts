import { call, publicApi } from '../../../../lib/api-client.ts';

/** The whole home page in one request (GET /api/content/home). */
export const getHome = () => call(publicApi.content.home.$get());
