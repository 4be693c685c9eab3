import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import {
  type AdminService,
  type SaveServiceInput,
  saveServiceSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { ManagedList } from '../../../../components/screen/managed-list.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { useManagedRows, useRowCommand } from '../../../../lib/use-managed-rows.ts';
import { useRecordForm } from '../../../../lib/use-record-form.ts';
import {
  getServicesQueryOptions,
  useDeleteService,
  useMoveService,
  useSaveService,
  useServices,
  useSetServiceActive,
} from '../api/services.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { RecordImageField, toImageRef } from '../components/image-ref-field.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';
import { RecordFormSection } from '../components/record-form.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';

const messages = adminContentMessages.services;
const common = adminContentMessages.common;
const emptyForm: SaveServiceInput = { title: '', description: '', image: null, isActive: true };
const toForm = (service: AdminService): SaveServiceInput => ({
  title: service.title,
  description: service.description,
  image: toImageRef(service.image),
  isActive: service.isActive,
});

/** Hizmetler (/services-settings): add/edit, one-click Aktif/Pasif, up/down (then renumbered), delete. */
export function Component() {
  const services = useServices();
  const setActive = useSetServiceActive();
  const moveService = useMoveService();
  const toggle = useRowCommand(setActive, { successText: common.statusUpdated, errorText: common.statusError });
  const move = useRowCommand(moveService, { successText: common.orderUpdated, errorText: common.orderError });
  const rows = useManagedRows<AdminService>({
    deletion: useDeleteService(),
    deletedText: messages.deleted,
    deleteErrorText: messages.deleteError,
  });

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <ServiceForm key={rows.editing?.id ?? 'new'} service={rows.editing} onDone={rows.stopEditing} />
      <div className="mt-6">
        <ManagedList
          query={services}
          rowsOf={(data) => data.services}
          errorText={messages.loadError}
          retryText={common.retry}
          empty={<EmptyState text={messages.empty} icon={Sparkles} />}
          label={messages.listLabel}
          as="ol"
          className="flex flex-col gap-3"
          itemClassName="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          renderItem={(service, position) => (
            <>
              {service.image && <img src={service.image.url} alt="" className="size-14 rounded-lg object-cover" />}
              <div className="min-w-48 flex-1">
                <h2 className="font-semibold text-slate-900 dark:text-white">{service.title}</h2>
                <p className="text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
              </div>
              <ActiveToggle
                name={service.title}
                isActive={service.isActive}
                isBusy={setActive.isPending}
                onToggle={(isActive) => toggle({ id: service.id, isActive })}
              />
              <MoveButtons
                name={service.title}
                position={position}
                isBusy={moveService.isPending}
                onMove={(direction) => move({ id: service.id, direction })}
              />
              <RowActions
                name={service.title}
                onEdit={() => rows.edit(service)}
                onDelete={() => rows.removal.ask(service)}
              />
            </>
          )}
        />
      </div>
      <ConfirmDialog title={messages.confirmDelete} {...rows.removal.dialog} />
    </section>
  );
}

function ServiceForm({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const form = useRecordForm({
    record: service,
    id: service?.id ?? null,
    resolver: zodResolver(saveServiceSchema),
    toForm,
    emptyForm,
    isInline: true,
    current: { query: getServicesQueryOptions(), rowsOf: (data) => data.services },
    save: useSaveService(),
    savedText: service ? messages.updated : messages.created,
    fields: ['title', 'description', 'image'],
    onDone,
  });

  return (
    <RecordFormSection form={form} texts={messages} isEditing={service !== null} icon={Sparkles}>
      <TextField label={messages.fieldTitle} autoComplete="off" {...form.field('title')} />
      <TextareaField label={messages.fieldDescription} rows={3} {...form.field('description')} />
      <RecordImageField form={form} name="image" label={messages.fieldImage} kind="content" />
      <CheckboxField label={common.active} {...form.register('isActive')} />
    </RecordFormSection>
  );
}
