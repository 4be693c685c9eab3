import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminBlogPost,
  BLOG_EDITOR_HEIGHT_PX,
  BLOG_READ_TIME_DEFAULT,
  type BlogPostInput,
  type BlogPostValues,
  blogPostInputSchema,
} from '../../../../../shared/schemas/blog.ts';
import { slugify } from '../../../../../shared/text.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox, SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { type ImageFieldValue, ImageUploadField } from '../../../../components/ui/image-upload-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { ApiError, userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { useGenerateBlogContent } from '../api/generate-blog-content.ts';
import { useSaveBlogPost } from '../api/save-blog-post.ts';
import { getBlogPostsQueryOptions } from '../api/get-blog-posts.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { adminBlogMessages as messages } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

// TipTap only when the form is on screen (its own chunk, never in a public bundle).
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

const blogFormFields = [
  'title',
  'summary',
  'author',
  'content',
  'readTime',
  'keywords',
  'metaTitle',
  'metaDescription',
  'imageKey',
  'isActive',
] as const;

/** The server's own text when AI is not set up (a 503 the admin should read); else the spec's AI failure text. */
const aiErrorText = (error: Error) =>
  error instanceof ApiError && error.code === 'ai_not_configured'
    ? error.message
    : userMessageOr(error, messages.aiError);

const valuesOf = (post: AdminBlogPost | null): BlogPostInput => ({
  title: post?.title ?? '',
  summary: post?.summary ?? '',
  author: post?.author ?? '',
  content: post?.content ?? '',
  readTime: String(post?.readTime ?? BLOG_READ_TIME_DEFAULT),
  keywords: post?.keywords.join(', ') ?? '',
  metaTitle: post?.metaTitle ?? '',
  metaDescription: post?.metaDescription ?? '',
  imageKey: post?.imageKey ?? null,
  isActive: post?.isActive ?? true,
});

const imageOf = (post: AdminBlogPost | null): ImageFieldValue | null =>
  post?.imageKey && post.imageUrl ? { key: post.imageKey, url: post.imageUrl } : null;

/**
 * The blog form in add or edit mode (spec 3 §4 "Forms"): Cancel resets it and leaves edit mode. The
 * schema is the one the route parses; the slug shown is the one the server will make (made unique
 * there if another post has it).
 */
export function BlogPostForm({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const showAlert = useAlert();
  const savePost = useSaveBlogPost();
  const generateContent = useGenerateBlogContent();
  const contentLabelId = useId();
  const contentErrorId = useId();
  const isHydrated = useHydrated();
  const editorPlaceholder = (
    <div
      className="flex items-center justify-center gap-3 rounded-lg border border-slate-300 dark:border-slate-600"
      style={{ height: BLOG_EDITOR_HEIGHT_PX }}
    >
      <Spinner className="size-6 text-brand-600" label={messages.editorLoading} />
    </div>
  );
  const [image, setImage] = useState<ImageFieldValue | null>(imageOf(post));
  const [aiError, setAiError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<BlogPostInput, unknown, BlogPostValues>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: valuesOf(post),
  });
  const edit = useVersionedEdit({
    record: post,
    current: {
      query: getBlogPostsQueryOptions(),
      pick: (data) => data.posts.find((current) => current.id === post?.id),
    },
    fill: (current) => {
      reset(valuesOf(current));
      setImage(imageOf(current));
    },
  });
  const title = watch('title') ?? '';
  const content = watch('content') ?? '';
  const metaDescription = watch('metaDescription') ?? '';
  const errorText = (error: Error) => userMessageOr(error, messages.saveError);

  const cancel = () => {
    reset(valuesOf(null));
    setImage(null);
    setAiError(null);
    savePost.reset();
    onDone();
  };

  const submit = handleSubmit((input) =>
    savePost.mutate(
      { id: post?.id ?? null, version: edit.version, input: { ...input, keywords: input.keywords.join(', ') } },
      {
        onSuccess: () => {
          showAlert('success', post ? messages.updated : messages.created);
          reset(valuesOf(null));
          setImage(null);
          // The AI's last answer ('not configured', a failure) was about the post just saved (issue #39).
          setAiError(null);
          generateContent.reset();
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, blogFormFields);
        },
      },
    ),
  );

  const generate = () => {
    setAiError(null);
    if (!title.trim()) {
      setAiError(messages.titleFirst);
      return;
    }
    generateContent.mutate(title.trim(), {
      onSuccess: (result) => {
        setValue('content', result.content, { shouldDirty: true });
        clearErrors('content');
        showAlert('success', messages.aiDone);
      },
      onError: (error) => setAiError(aiErrorText(error)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={post ? messages.editPost : messages.newPost}
    >
      <SaveErrorBox error={savePost.error} fallback={errorText} />
      <StaleVersionNotice edit={edit} />
      <TextField
        label={messages.fieldTitle}
        autoComplete="off"
        hint={messages.slugHint(slugify(title))}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={messages.fieldAuthor}
          autoComplete="off"
          error={errors.author?.message}
          {...register('author')}
        />
        <TextField
          label={messages.fieldReadTime}
          inputMode="numeric"
          autoComplete="off"
          error={errors.readTime?.message}
          {...register('readTime')}
        />
      </div>
      <TextareaField label={messages.fieldSummary} rows={3} error={errors.summary?.message} {...register('summary')} />
      <ImageUploadField
        label={messages.fieldImage}
        kind="content"
        value={image}
        onChange={(next) => {
          setImage(next);
          // Judged again at once, so an image message never outlives a valid upload.
          setValue('imageKey', next?.key ?? null, { shouldDirty: true, shouldValidate: isSubmitted });
        }}
        error={errors.imageKey?.message}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id={contentLabelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {messages.fieldContent}
          </span>
          <Button type="button" variant="secondary" onClick={generate} isBusy={generateContent.isPending}>
            <Sparkles aria-hidden="true" className="size-4" />
            {generateContent.isPending ? messages.generating : messages.generate}
          </Button>
        </div>
        {aiError && <ErrorBox message={aiError} />}
        {/* The editor runs in the browser only: the server's page (ADR 0035) shows its placeholder. */}
        {isHydrated ? (
          <Suspense fallback={editorPlaceholder}>
            <RichTextEditor
              labelId={contentLabelId}
              value={content}
              onChange={(html) =>
                setValue('content', html, { shouldDirty: true, shouldValidate: Boolean(errors.content) })
              }
              error={errors.content?.message}
              errorId={contentErrorId}
            />
          </Suspense>
        ) : (
          editorPlaceholder
        )}
        {errors.content?.message && (
          <p id={contentErrorId} className="text-sm text-red-700 dark:text-red-400">
            {errors.content.message}
          </p>
        )}
      </div>
      <TextField
        label={messages.fieldKeywords}
        autoComplete="off"
        hint={messages.keywordsHint}
        error={errors.keywords?.message}
        {...register('keywords')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={messages.fieldMetaTitle}
          autoComplete="off"
          error={errors.metaTitle?.message}
          {...register('metaTitle')}
        />
        <TextField
          label={messages.fieldMetaDescription}
          autoComplete="off"
          hint={messages.metaDescriptionHint(metaDescription.length)}
          error={errors.metaDescription?.message}
          {...register('metaDescription')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('isActive')} />
        {messages.fieldActive}
      </label>
      <FormActions
        isPending={savePost.isPending}
        onCancel={cancel}
        texts={{ cancel: messages.cancel, save: post ? messages.update : messages.save, saving: messages.saving }}
        hasIcons
        isStackedOnPhone
      />
    </form>
  );
}
