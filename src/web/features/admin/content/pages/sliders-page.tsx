import { zodResolver } from '@hookform/resolvers/zod';
import { Images } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/format.ts';
import {
  type AdminSlider,
  type SaveSliderInput,
  saveSliderSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { ManagedList } from '../../../../components/screen/managed-list.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { useManagedRows } from '../../../../lib/use-managed-rows.ts';
import { useRecordForm } from '../../../../lib/use-record-form.ts';
import { getSlidersQueryOptions, useDeleteSlider, useSaveSlider, useSliders } from '../api/sliders.ts';
import { RecordImageField, toImageRef } from '../components/image-ref-field.tsx';
import { RecordFormSection } from '../components/record-form.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';

const messages = adminContentMessages.sliders;
const emptyForm: SaveSliderInput = { title: '', description: '', image: null };
const toForm = (slider: AdminSlider): SaveSliderInput => ({
  title: slider.title,
  description: slider.description ?? '',
  image: toImageRef(slider.image),
});

/** Slider yönetimi (/site-settings/slider): the add/edit form above the list (newest first). */
export function Component() {
  const sliders = useSliders();
  const rows = useManagedRows<AdminSlider>({
    deletion: useDeleteSlider(),
    deletedText: messages.deleted,
    deleteErrorText: messages.deleteError,
  });

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <SliderForm key={rows.editing?.id ?? 'new'} slider={rows.editing} onDone={rows.stopEditing} />
      <div className="mt-6">
        <ManagedList
          query={sliders}
          rowsOf={(data) => data.sliders}
          errorText={messages.loadError}
          retryText={adminContentMessages.common.retry}
          empty={<EmptyState text={messages.empty} icon={Images} />}
          label={messages.listLabel}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          itemClassName="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          renderItem={(slider) => (
            <>
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
                  onEdit={() => rows.edit(slider)}
                  onDelete={() => rows.removal.ask(slider)}
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

function SliderForm({ slider, onDone }: { slider: AdminSlider | null; onDone: () => void }) {
  const form = useRecordForm({
    record: slider,
    id: slider?.id ?? null,
    resolver: zodResolver(saveSliderSchema),
    toForm,
    emptyForm,
    isInline: true,
    current: { query: getSlidersQueryOptions(), rowsOf: (data) => data.sliders },
    save: useSaveSlider(),
    savedText: slider ? messages.updated : messages.created,
    fields: ['title', 'description', 'image'],
    onDone,
  });

  return (
    <RecordFormSection form={form} texts={messages} isEditing={slider !== null} icon={Images}>
      <TextField label={messages.fieldTitle} autoComplete="off" {...form.field('title')} />
      <TextareaField label={messages.fieldDescription} rows={3} {...form.field('description')} />
      <RecordImageField form={form} name="image" label={messages.fieldImage} kind="slider" />
    </RecordFormSection>
  );
}
