import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveSiteSettingsInput, SaveWhatsappSettingsInput } from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

export const getSiteSettings = () => call(adminApi.content['site-settings'].$get());
export const getSiteSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.content.siteSettings, queryFn: getSiteSettings });
export const useSiteSettings = () => useQuery(getSiteSettingsQueryOptions());

export const saveSiteSettings = ({ version, input }: { version: number; input: SaveSiteSettingsInput }) =>
  call(adminApi.content['site-settings'].$put({ json: { ...input, version } }));
export const useSaveSiteSettings = () => useContentMutation(saveSiteSettings, queryKeys.admin.content.siteSettings);

export const saveWhatsappSettings = ({ version, input }: { version: number; input: SaveWhatsappSettingsInput }) =>
  call(adminApi.content.whatsapp.$put({ json: { ...input, version } }));
export const useSaveWhatsappSettings = () =>
  useContentMutation(saveWhatsappSettings, queryKeys.admin.content.siteSettings);
