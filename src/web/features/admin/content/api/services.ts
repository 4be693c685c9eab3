import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoveDirection, SaveServiceInput } from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

const services = adminApi.content.services;

export const getServices = () => call(services.$get());
export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.content.services, queryFn: getServices });
export const useServices = () => useQuery(getServicesQueryOptions());

export const saveService = ({ id, version, input }: { id: string | null; version: number; input: SaveServiceInput }) =>
  id
    ? call(services[':id'].$put({ param: { id }, json: { ...input, version } }))
    : call(services.$post({ json: input }));
export const useSaveService = () => useContentMutation(saveService, queryKeys.admin.content.services);

export const setServiceActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  call(services[':id'].active.$patch({ param: { id }, json: { isActive } }));
export const useSetServiceActive = () => useContentMutation(setServiceActive, queryKeys.admin.content.services);

export const moveService = ({ id, direction }: { id: string; direction: MoveDirection }) =>
  call(services[':id'].move.$post({ param: { id }, json: { direction } }));
export const useMoveService = () => useContentMutation(moveService, queryKeys.admin.content.services);

export const deleteService = (id: string) => call(services[':id'].$delete({ param: { id } }));
export const useDeleteService = () => useContentMutation(deleteService, queryKeys.admin.content.services);
