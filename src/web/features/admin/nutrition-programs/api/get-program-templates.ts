import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getProgramTemplates = () => call(adminApi['nutrition-program-templates'].$get());

export const getProgramTemplatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.nutritionProgramTemplates.all, queryFn: getProgramTemplates });

/** The practice's diet-list templates (ADR 0086). */
export const useProgramTemplates = () => useQuery(getProgramTemplatesQueryOptions());
