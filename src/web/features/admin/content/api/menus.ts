import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoveDirection, SaveMenuInput } from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

const menus = adminApi.content.menus;

export const getMenus = () => call(menus.$get());
export const getMenusQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.content.menus, queryFn: getMenus });
export const useMenus = () => useQuery(getMenusQueryOptions());

export const saveMenu = ({ id, version, input }: { id: string | null; version: number; input: SaveMenuInput }) =>
  id ? call(menus[':id'].$put({ param: { id }, json: { ...input, version } })) : call(menus.$post({ json: input }));
export const useSaveMenu = () => useContentMutation(saveMenu, queryKeys.admin.content.menus);

export const setMenuActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  call(menus[':id'].active.$patch({ param: { id }, json: { isActive } }));
export const useSetMenuActive = () => useContentMutation(setMenuActive, queryKeys.admin.content.menus);

export const moveMenu = ({ id, direction }: { id: string; direction: MoveDirection }) =>
  call(menus[':id'].move.$post({ param: { id }, json: { direction } }));
export const useMoveMenu = () => useContentMutation(moveMenu, queryKeys.admin.content.menus);

export const deleteMenu = (id: string) => call(menus[':id'].$delete({ param: { id } }));
export const useDeleteMenu = () => useContentMutation(deleteMenu, queryKeys.admin.content.menus);
