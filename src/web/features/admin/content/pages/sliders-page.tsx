import { zodResolver } from '@hookform/resolvers/zod';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AdminSlider,
  type SaveSliderInput,
  saveSliderSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { formatTurkishDate } from '../../../../../shared/format.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useDeleteSlider, useSaveSlider, useSliders } from '../api/sliders.ts';
import { FormActions } from '../components/form-actions.tsx';
import { ImageRefField, toImageRef } from '../components/image-ref-field.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { getSlidersQueryOptions } from '../api/sliders.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { isStaleVersion, useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';

const messages = adminContentMessages.sliders;
const emptyForm: SaveSliderInput = { title: '', description: '', image: null };
const toForm = (slider: AdminSlider): SaveSliderInput => ({
  title: slider.title,
  description: slider.description ?? '',
  image: toImageRef(slider.image),
});

/** Slider yönetimi (/site-settings/slider): the add/edit form above the list (newest first). */
export function Component() {
  const showAlert = useAlert();
  const sliders = useSliders();
  const deleteSlider = useDeleteSlider();
  const [editing, setEditing] = useState<AdminSlider | null>(null);
  const [toDelete, setToDelete] = useState<AdminSlider | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteSlider.mutate(toDelete.id, {
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
      <SliderForm key={editing?.id ?? 'new'} slider={editing} onDone={() => setEditing(null)} />
      <div className="mt-6">
        <QueryState
          query={sliders}
          errorText={messages.loadError}
          retryText={adminContentMessages.common.retry}
          isEmpty={(data) => data.sliders.length === 0}
          empty={<EmptyState text={messages.empty} icon={Images} />}
        >
          {(data) => (
            <ul aria-label={messages.listLabel} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.sliders.map((slider) => (
                <li
                  key={slider.id}
                  className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
                >
                  <img src={slider.image.url} alt="" className="aspect-video w-full object-cover" />
                  <div className="flex items-start justify-between gap-2 p-4">
                    <div>
                      <h2 className="font-semibold text-slate-900 dark:text-white">{slider.title}</h2>
                      {slider.description && (
                        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{slider.description}</p>
                      )}
                      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                        {formatTurkishDate(slider.createdAt)}
                      </p>
                    </div>
                    <RowActions
                      name={slider.title}
                      onEdit={() => setEditing(slider)}
                      onDelete={() => setToDelete(slider)}
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
        isBusy={deleteSlider.isPending}
      />
    </section>
  );
}

function SliderForm({ slider, onDone }: { slider: AdminSlider | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveSlider = useSaveSlider();
  const defaults = slider ? toForm(slider) : emptyForm;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SaveSliderInput>({ resolver: zodResolver(saveSliderSchema), defaultValues: defaults });
  const edit = useVersionedEdit({
    record: slider,
    current: {
      query: getSlidersQueryOptions(),
      pick: (data) => data.sliders.find((current) => current.id === slider?.id),
    },
    fill: (current) => reset(toForm(current)),
  });

  const cancel = () => {
    reset(emptyForm);
    saveSlider.reset();
    onDone();
  };
  const submit = handleSubmit((input) =>
    saveSlider.mutate(
      { id: slider?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', slider ? messages.updated : messages.created);
          reset(emptyForm);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, ['title', 'description', 'image']);
        },
      },
    ),
  );

  return (
    <SectionCard title={slider ? messages.editTitle : messages.addTitle} icon={Images}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {saveSlider.error && !isStaleVersion(saveSlider.error) && (
          <ErrorBox message={userMessageOr(saveSlider.error, messages.saveError)} />
        )}
        <StaleVersionNotice edit={edit} />
        <TextField
          label={messages.fieldTitle}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextareaField
          label={messages.fieldDescription}
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageRefField
              label={messages.fieldImage}
              kind="slider"
              value={field.value}
              onChange={field.onChange}
              error={errors.image?.message}
            />
          )}
        />
        <FormActions
          submitText={slider ? messages.update : messages.add}
          isPending={saveSlider.isPending}
          onCancel={cancel}
        />
      </form>
    </SectionCard>
  );
}
