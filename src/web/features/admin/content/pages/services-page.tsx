import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AdminService,
  type SaveServiceInput,
  saveServiceSchema,
} from '../../../../../shared/schemas/content-admin.ts';
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
import { useDeleteService, useMoveService, useSaveService, useServices, useSetServiceActive } from '../api/services.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { ImageRefField, toImageRef } from '../components/image-ref-field.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { getServicesQueryOptions } from '../api/services.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { isStaleVersion, useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';

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
  const showAlert = useAlert();
  const services = useServices();
  const setActive = useSetServiceActive();
  const moveService = useMoveService();
  const deleteService = useDeleteService();
  const [editing, setEditing] = useState<AdminService | null>(null);
  const [toDelete, setToDelete] = useState<AdminService | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteService.mutate(toDelete.id, {
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
      <ServiceForm key={editing?.id ?? 'new'} service={editing} onDone={() => setEditing(null)} />
      <div className="mt-6">
        <QueryState
          query={services}
          errorText={messages.loadError}
          retryText={common.retry}
          isEmpty={(data) => data.services.length === 0}
          empty={<EmptyState text={messages.empty} icon={Sparkles} />}
        >
          {(data) => (
            <ol aria-label={messages.listLabel} className="flex flex-col gap-3">
              {data.services.map((service, index) => (
                <li
                  key={service.id}
                  className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                >
                  {service.image && <img src={service.image.url} alt="" className="size-14 rounded-lg object-cover" />}
                  <div className="min-w-48 flex-1">
                    <h2 className="font-semibold text-slate-900 dark:text-white">{service.title}</h2>
                    <p className="text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
                  </div>
                  <ActiveToggle
                    name={service.title}
                    isActive={service.isActive}
                    isBusy={setActive.isPending}
                    onToggle={(isActive) =>
                      setActive.mutate(
                        { id: service.id, isActive },
                        {
                          onSuccess: () => showAlert('success', common.statusUpdated),
                          onError: () => showAlert('error', common.statusError),
                        },
                      )
                    }
                  />
                  <MoveButtons
                    name={service.title}
                    isFirst={index === 0}
                    isLast={index === data.services.length - 1}
                    isBusy={moveService.isPending}
                    onMove={(direction) =>
                      moveService.mutate(
                        { id: service.id, direction },
                        {
                          onSuccess: () => showAlert('success', common.orderUpdated),
                          onError: () => showAlert('error', common.orderError),
                        },
                      )
                    }
                  />
                  <RowActions
                    name={service.title}
                    onEdit={() => setEditing(service)}
                    onDelete={() => setToDelete(service)}
                  />
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={messages.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={deleteService.isPending}
      />
    </section>
  );
}

function ServiceForm({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveService = useSaveService();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SaveServiceInput>({
    resolver: zodResolver(saveServiceSchema),
    defaultValues: service ? toForm(service) : emptyForm,
  });
  const edit = useVersionedEdit({
    record: service,
    current: {
      query: getServicesQueryOptions(),
      pick: (data) => data.services.find((current) => current.id === service?.id),
    },
    fill: (current) => reset(toForm(current)),
  });

  const cancel = () => {
    reset(emptyForm);
    saveService.reset();
    onDone();
  };
  const submit = handleSubmit((input) =>
    saveService.mutate(
      { id: service?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', service ? messages.updated : messages.created);
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
    <SectionCard title={service ? messages.editTitle : messages.addTitle} icon={Sparkles}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {saveService.error && !isStaleVersion(saveService.error) && (
          <ErrorBox message={userMessageOr(saveService.error, messages.saveError)} />
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
              kind="content"
              value={field.value}
              onChange={field.onChange}
              error={errors.image?.message}
            />
          )}
        />
        <CheckboxField label={common.active} {...register('isActive')} />
        <FormActions
          submitText={service ? messages.update : messages.add}
          isPending={saveService.isPending}
          onCancel={cancel}
        />
      </form>
    </SectionCard>
  );
}
