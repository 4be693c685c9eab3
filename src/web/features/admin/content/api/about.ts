import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveAboutInput } from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

export const getAbout = () => call(adminApi.content.about.$get());
export const getAboutQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.content.about, queryFn: getAbout });
export const useAbout = () => useQuery(getAboutQueryOptions());

export const saveAbout = ({ version, input }: { version: number; input: SaveAboutInput }) =>
  call(adminApi.content.about.$put({ json: { ...input, version } }));
export const useSaveAbout = () => useContentMutation(saveAbout, queryKeys.admin.content.about);

export const setAboutActive = (isActive: boolean) => call(adminApi.content.about.active.$patch({ json: { isActive } }));
export const useSetAboutActive = () => useContentMutation(setAboutActive, queryKeys.admin.content.about);
