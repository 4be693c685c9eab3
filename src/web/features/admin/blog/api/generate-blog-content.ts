import { useMutation } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';

export const generateBlogContent = (title: string) => call(adminApi.blog.generate.$post({ json: { title } }));

/** An AI draft of the content for a title, written on the server (no key in the browser). */
export const useGenerateBlogContent = () => useMutation({ mutationFn: generateBlogContent });
