import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveSliderInput } from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

const sliders = adminApi.content.sliders;

export const getSliders = () => call(sliders.$get());
export const getSlidersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.content.sliders, queryFn: getSliders });
export const useSliders = () => useQuery(getSlidersQueryOptions());

export const saveSlider = ({ id, version, input }: { id: string | null; version: number; input: SaveSliderInput }) =>
  id ? call(sliders[':id'].$put({ param: { id }, json: { ...input, version } })) : call(sliders.$post({ json: input }));
export const useSaveSlider = () => useContentMutation(saveSlider, queryKeys.admin.content.sliders);

export const deleteSlider = (id: string) => call(sliders[':id'].$delete({ param: { id } }));
export const useDeleteSlider = () => useContentMutation(deleteSlider, queryKeys.admin.content.sliders);
