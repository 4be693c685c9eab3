import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveTestimonialInput } from '../../../../../shared/schemas/content-admin.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useContentMutation } from './use-content-mutation.ts';

const testimonials = adminApi.content.testimonials;

export const getTestimonials = () => call(testimonials.$get());
export const getTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.content.testimonials, queryFn: getTestimonials });
export const useTestimonials = () => useQuery(getTestimonialsQueryOptions());

export const saveTestimonial = ({
  id,
  version,
  input,
}: {
  id: string | null;
  version: number;
  input: SaveTestimonialInput;
}) =>
  id
    ? call(testimonials[':id'].$put({ param: { id }, json: { ...input, version } }))
    : call(testimonials.$post({ json: input }));
export const useSaveTestimonial = () => useContentMutation(saveTestimonial, queryKeys.admin.content.testimonials);

export const setTestimonialActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  call(testimonials[':id'].active.$patch({ param: { id }, json: { isActive } }));
export const useSetTestimonialActive = () =>
  useContentMutation(setTestimonialActive, queryKeys.admin.content.testimonials);

export const deleteTestimonial = (id: string) => call(testimonials[':id'].$delete({ param: { id } }));
export const useDeleteTestimonial = () => useContentMutation(deleteTestimonial, queryKeys.admin.content.testimonials);
