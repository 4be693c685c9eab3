import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareQuote, Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AdminTestimonial,
  type SaveTestimonialInput,
  saveTestimonialSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import {
  useDeleteTestimonial,
  useSaveTestimonial,
  useSetTestimonialActive,
  useTestimonials,
} from '../api/testimonials.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { ImageRefField, toImageRef } from '../components/image-ref-field.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { getTestimonialsQueryOptions } from '../api/testimonials.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { isStaleVersion, useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';

const messages = adminContentMessages.testimonials;
const ratings = [5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: messages.stars(value) }));
const emptyForm: SaveTestimonialInput = {
  clientName: '',
  clientTitle: '',
  comment: '',
  rating: 5,
  image: null,
  isActive: true,
};
const toForm = (testimonial: AdminTestimonial): SaveTestimonialInput => ({
  clientName: testimonial.clientName,
  clientTitle: testimonial.clientTitle ?? '',
  comment: testimonial.comment,
  rating: testimonial.rating,
  image: toImageRef(testimonial.image),
  isActive: testimonial.isActive,
});

/** Yorum yönetimi (/testimonials-settings): the add/edit form and the list (newest first). */
export function Component() {
  const showAlert = useAlert();
  const testimonials = useTestimonials();
  const setActive = useSetTestimonialActive();
  const deleteTestimonial = useDeleteTestimonial();
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [toDelete, setToDelete] = useState<AdminTestimonial | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteTestimonial.mutate(toDelete.id, {
      onSuccess: () => {
        showAlert('success', messages.deleted);
        if (editing?.id === toDelete.id) setEditing(null);
      },
      onError: () => showAlert('error', messages.deleteError),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <TestimonialForm key={editing?.id ?? 'new'} testimonial={editing} onDone={() => setEditing(null)} />
      <div className="mt-6">
        <QueryState
          query={testimonials}
          errorText={messages.loadError}
          retryText={adminContentMessages.common.retry}
          isEmpty={(data) => data.testimonials.length === 0}
          empty={<EmptyState text={messages.empty} icon={MessageSquareQuote} />}
        >
          {(data) => (
            <ul aria-label={messages.listLabel} className="grid gap-4 md:grid-cols-2">
              {data.testimonials.map((testimonial) => (
                <li
                  key={testimonial.id}
                  className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex items-center gap-3">
                      {testimonial.image && (
                        <img src={testimonial.image.url} alt="" className="size-12 rounded-full object-cover" />
                      )}
                      <div>
                        <h2 className="font-semibold text-slate-900 dark:text-white">{testimonial.clientName}</h2>
                        {testimonial.clientTitle && (
                          <p className="text-sm text-slate-600 dark:text-slate-300">{testimonial.clientTitle}</p>
                        )}
                      </div>
                    </div>
                    <RowActions
                      name={testimonial.clientName}
                      onEdit={() => setEditing(testimonial)}
                      onDelete={() => setToDelete(testimonial)}
                    />
                  </div>
                  <p role="img" aria-label={messages.stars(testimonial.rating)} className="flex gap-0.5">
                    {Array.from({ length: testimonial.rating }, (_, index) => (
                      <Star key={index} aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                    ))}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{testimonial.comment}</p>
                  <div>
                    <ActiveToggle
                      name={testimonial.clientName}
                      isActive={testimonial.isActive}
                      isBusy={setActive.isPending}
                      onToggle={(isActive) =>
                        setActive.mutate(
                          { id: testimonial.id, isActive },
                          {
                            onSuccess: () => showAlert('success', adminContentMessages.common.statusUpdated),
                            onError: () => showAlert('error', adminContentMessages.common.statusError),
                          },
                        )
                      }
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={messages.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={deleteTestimonial.isPending}
      />
    </section>
  );
}

function TestimonialForm({ testimonial, onDone }: { testimonial: AdminTestimonial | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveTestimonial = useSaveTestimonial();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SaveTestimonialInput>({
    resolver: zodResolver(saveTestimonialSchema),
    defaultValues: testimonial ? toForm(testimonial) : emptyForm,
  });
  const edit = useVersionedEdit({
    record: testimonial,
    current: {
      query: getTestimonialsQueryOptions(),
      pick: (data) => data.testimonials.find((current) => current.id === testimonial?.id),
    },
    fill: (current) => reset(toForm(current)),
  });

  const cancel = () => {
    reset(emptyForm);
    saveTestimonial.reset();
    onDone();
  };
  const submit = handleSubmit((input) =>
    saveTestimonial.mutate(
      { id: testimonial?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', testimonial ? messages.updated : messages.created);
          reset(emptyForm);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, ['clientName', 'clientTitle', 'comment', 'rating', 'image']);
        },
      },
    ),
  );

  return (
    <SectionCard title={testimonial ? messages.editTitle : messages.addTitle} icon={MessageSquareQuote}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {saveTestimonial.error && !isStaleVersion(saveTestimonial.error) && (
          <ErrorBox message={userMessageOr(saveTestimonial.error, messages.saveError)} />
        )}
        <StaleVersionNotice edit={edit} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={messages.fieldClientName}
            autoComplete="off"
            error={errors.clientName?.message}
            {...register('clientName')}
          />
          <TextField
            label={messages.fieldClientTitle}
            autoComplete="off"
            error={errors.clientTitle?.message}
            {...register('clientTitle')}
          />
        </div>
        <TextareaField
          label={messages.fieldComment}
          rows={3}
          error={errors.comment?.message}
          {...register('comment')}
        />
        <SelectField
          label={messages.fieldRating}
          options={ratings}
          error={errors.rating?.message}
          {...register('rating', { valueAsNumber: true })}
        />
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageRefField
              label={messages.fieldImage}
              kind="content"
              value={field.value}
              onChange={field.onChange}
              error={errors.image?.message}
            />
          )}
        />
        <CheckboxField label={adminContentMessages.common.active} {...register('isActive')} />
        <FormActions
          submitText={testimonial ? messages.update : messages.add}
          isPending={saveTestimonial.isPending}
          onCancel={cancel}
        />
      </form>
    </SectionCard>
  );
}
