import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveFixedSectionInput } from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

const sections = adminApi.content['fixed-sections'];

export const getFixedSections = () => call(sections.$get());
export const getFixedSectionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.content.fixedSections, queryFn: getFixedSections });
export const useFixedSections = () => useQuery(getFixedSectionsQueryOptions());

export const saveFixedSection = ({
  id,
  version,
  input,
}: {
  id: string;
  version: number;
  input: SaveFixedSectionInput;
}) => call(sections[':id'].$put({ param: { id }, json: { ...input, version } }));
export const useSaveFixedSection = () => useContentMutation(saveFixedSection, queryKeys.admin.content.fixedSections);

export const setFixedSectionActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  call(sections[':id'].active.$patch({ param: { id }, json: { isActive } }));
export const useSetFixedSectionActive = () =>
  useContentMutation(setFixedSectionActive, queryKeys.admin.content.fixedSections);
