import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareQuote, Star } from 'lucide-react';
import {
  type AdminTestimonial,
  type SaveTestimonialInput,
  saveTestimonialSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { ManagedList } from '../../../../components/screen/managed-list.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { useManagedRows, useRowCommand } from '../../../../lib/use-managed-rows.ts';
import { useRecordForm } from '../../../../lib/use-record-form.ts';
import {
  getTestimonialsQueryOptions,
  useDeleteTestimonial,
  useSaveTestimonial,
  useSetTestimonialActive,
  useTestimonials,
} from '../api/testimonials.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { RecordImageField, toImageRef } from '../components/image-ref-field.tsx';
import { RecordFormSection } from '../components/record-form.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';

const messages = adminContentMessages.testimonials;
const common = adminContentMessages.common;
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
  const testimonials = useTestimonials();
  const setActive = useSetTestimonialActive();
  const toggle = useRowCommand(setActive, { successText: common.statusUpdated, errorText: common.statusError });
  const rows = useManagedRows<AdminTestimonial>({
    deletion: useDeleteTestimonial(),
    deletedText: messages.deleted,
    deleteErrorText: messages.deleteError,
  });

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <TestimonialForm key={rows.editing?.id ?? 'new'} testimonial={rows.editing} onDone={rows.stopEditing} />
      <div className="mt-6">
        <ManagedList
          query={testimonials}
          rowsOf={(data) => data.testimonials}
          errorText={messages.loadError}
          retryText={common.retry}
          empty={<EmptyState text={messages.empty} icon={MessageSquareQuote} />}
          label={messages.listLabel}
          className="grid gap-4 md:grid-cols-2"
          itemClassName="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          renderItem={(testimonial) => (
            <>
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
                  onEdit={() => rows.edit(testimonial)}
                  onDelete={() => rows.removal.ask(testimonial)}
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
                  onToggle={(isActive) => toggle({ id: testimonial.id, isActive })}
                />
              </div>
            </>
          )}
        />
      </div>
      <ConfirmDialog title={messages.confirmDelete} {...rows.removal.dialog} />
    </section>
  );
}

function TestimonialForm({ testimonial, onDone }: { testimonial: AdminTestimonial | null; onDone: () => void }) {
  const form = useRecordForm({
    record: testimonial,
    id: testimonial?.id ?? null,
    resolver: zodResolver(saveTestimonialSchema),
    toForm,
    emptyForm,
    isInline: true,
    current: { query: getTestimonialsQueryOptions(), rowsOf: (data) => data.testimonials },
    save: useSaveTestimonial(),
    savedText: testimonial ? messages.updated : messages.created,
    fields: ['clientName', 'clientTitle', 'comment', 'rating', 'image'],
    onDone,
  });

  return (
    <RecordFormSection form={form} texts={messages} isEditing={testimonial !== null} icon={MessageSquareQuote}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={messages.fieldClientName} autoComplete="off" {...form.field('clientName')} />
        <TextField label={messages.fieldClientTitle} autoComplete="off" {...form.field('clientTitle')} />
      </div>
      <TextareaField label={messages.fieldComment} rows={3} {...form.field('comment')} />
      <SelectField label={messages.fieldRating} options={ratings} {...form.field('rating', { valueAsNumber: true })} />
      <RecordImageField form={form} name="image" label={messages.fieldImage} kind="content" />
      <CheckboxField label={common.active} {...form.register('isActive')} />
    </RecordFormSection>
  );
}
