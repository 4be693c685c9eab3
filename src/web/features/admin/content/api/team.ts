import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MoveDirection,
  SaveTeamMemberInput,
  SaveTeamSettingsInput,
} from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

const team = adminApi.content.team;

export const getTeam = () => call(team.$get());
export const getTeamQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.content.team, queryFn: getTeam });
export const useTeam = () => useQuery(getTeamQueryOptions());

export const saveTeamSettings = ({ version, input }: { version: number; input: SaveTeamSettingsInput }) =>
  call(team.settings.$put({ json: { ...input, version } }));
export const useSaveTeamSettings = () => useContentMutation(saveTeamSettings, queryKeys.admin.content.team);

export const saveTeamMember = ({
  id,
  version,
  input,
}: {
  id: string | null;
  version: number;
  input: SaveTeamMemberInput;
}) =>
  id
    ? call(team.members[':id'].$put({ param: { id }, json: { ...input, version } }))
    : call(team.members.$post({ json: input }));
export const useSaveTeamMember = () => useContentMutation(saveTeamMember, queryKeys.admin.content.team);

export const setTeamMemberActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  call(team.members[':id'].active.$patch({ param: { id }, json: { isActive } }));
export const useSetTeamMemberActive = () => useContentMutation(setTeamMemberActive, queryKeys.admin.content.team);

export const moveTeamMember = ({ id, direction }: { id: string; direction: MoveDirection }) =>
  call(team.members[':id'].move.$post({ param: { id }, json: { direction } }));
export const useMoveTeamMember = () => useContentMutation(moveTeamMember, queryKeys.admin.content.team);

export const deleteTeamMember = (id: string) => call(team.members[':id'].$delete({ param: { id } }));
export const useDeleteTeamMember = () => useContentMutation(deleteTeamMember, queryKeys.admin.content.team);
