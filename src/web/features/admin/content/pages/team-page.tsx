import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AdminTeamMember,
  type AdminTeamSettings,
  type SaveTeamMemberInput,
  saveTeamMemberSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { isUserError } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import {
  useDeleteTeamMember,
  useMoveTeamMember,
  useSaveTeamMember,
  useSaveTeamSettings,
  useSetTeamMemberActive,
  useTeam,
} from '../api/team.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { ImageRefField, toImageRef } from '../components/image-ref-field.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { getTeamQueryOptions } from '../api/team.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { isStaleVersion, useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';

const messages = adminContentMessages.team;
const common = adminContentMessages.common;
const emptyForm: SaveTeamMemberInput = { fullName: '', title: '', description: '', photo: null, isActive: true };
const toForm = (member: AdminTeamMember): SaveTeamMemberInput => ({
  fullName: member.fullName,
  title: member.title,
  description: member.description ?? '',
  photo: toImageRef(member.photo),
  isActive: member.isActive,
});

/** Ekip ayarları (/panel/team-settings): the section toggle, the members' table and the add/edit modal. */
export function Component() {
  const showAlert = useAlert();
  const team = useTeam();
  const setActive = useSetTeamMemberActive();
  const moveMember = useMoveTeamMember();
  const deleteMember = useDeleteTeamMember();
  const [dialog, setDialog] = useState<{ member: AdminTeamMember | null } | null>(null);
  const [toDelete, setToDelete] = useState<AdminTeamMember | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteMember.mutate(toDelete.id, {
      onSuccess: () => showAlert('success', messages.deleted),
      onError: () => showAlert('error', messages.deleteError),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Button onClick={() => setDialog({ member: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {messages.addMember}
          </Button>
        }
      />
      <QueryState query={team} errorText={messages.loadError} retryText={common.retry}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <SectionToggle settings={data.settings} />
            {data.members.length === 0 ? (
              <EmptyState text={messages.empty} icon={Users} />
            ) : (
              <Card className="overflow-x-auto p-0">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{messages.tableLabel}</caption>
                  <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
                    <tr>
                      <th scope="col" className="p-3">
                        {messages.columns.photo}
                      </th>
                      <th scope="col" className="p-3">
                        {messages.columns.name}
                      </th>
                      <th scope="col" className="p-3">
                        {messages.columns.title}
                      </th>
                      <th scope="col" className="p-3">
                        {messages.columns.status}
                      </th>
                      <th scope="col" className="p-3">
                        {messages.columns.order}
                      </th>
                      <th scope="col" className="p-3">
                        {messages.columns.actions}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                    {data.members.map((member, index) => (
                      <tr key={member.id}>
                        <td className="p-3">
                          {member.photo ? (
                            <img
                              src={member.photo.url}
                              alt={member.fullName}
                              className="size-12 rounded-full object-cover"
                            />
                          ) : (
                            <span className="text-xs text-slate-500 dark:text-slate-400">{messages.noPhoto}</span>
                          )}
                        </td>
                        <td className="p-3 font-semibold text-slate-900 dark:text-white">{member.fullName}</td>
                        <td className="p-3 text-slate-700 dark:text-slate-300">{member.title}</td>
                        <td className="p-3">
                          <ActiveToggle
                            name={member.fullName}
                            isActive={member.isActive}
                            isBusy={setActive.isPending}
                            onToggle={(isActive) =>
                              setActive.mutate(
                                { id: member.id, isActive },
                                {
                                  onSuccess: () =>
                                    showAlert(
                                      'success',
                                      isActive
                                        ? messages.statusOn(member.fullName)
                                        : messages.statusOff(member.fullName),
                                    ),
                                  onError: () => showAlert('error', common.statusError),
                                },
                              )
                            }
                          />
                        </td>
                        <td className="p-3">
                          <MoveButtons
                            name={member.fullName}
                            isFirst={index === 0}
                            isLast={index === data.members.length - 1}
                            isBusy={moveMember.isPending}
                            onMove={(direction) =>
                              moveMember.mutate(
                                { id: member.id, direction },
                                {
                                  onSuccess: () => showAlert('success', common.orderUpdated),
                                  onError: () => showAlert('error', common.orderError),
                                },
                              )
                            }
                          />
                        </td>
                        <td className="p-3">
                          <RowActions
                            name={member.fullName}
                            onEdit={() => setDialog({ member })}
                            onDelete={() => setToDelete(member)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            )}
          </div>
        )}
      </QueryState>
      <Dialog
        isOpen={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.member ? messages.editMember : messages.addMember}
        className="max-w-xl"
      >
        {dialog && (
          <TeamMemberForm key={dialog.member?.id ?? 'new'} member={dialog.member} onDone={() => setDialog(null)} />
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={messages.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={deleteMember.isPending}
      />
    </section>
  );
}

/** The section's own on/off switch (team_settings.is_section_active). */
function SectionToggle({ settings }: { settings: AdminTeamSettings }) {
  const showAlert = useAlert();
  const saveSettings = useSaveTeamSettings();
  // Shown switched at once; put back if the save fails.
  const [isOn, setIsOn] = useState(settings.isSectionActive);
  useEffect(() => setIsOn(settings.isSectionActive), [settings.isSectionActive]);
  return (
    <Card className="flex items-center justify-between gap-3">
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-800 dark:text-slate-100">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={isOn}
          disabled={saveSettings.isPending}
          onChange={(event) => {
            const isSectionActive = event.target.checked;
            setIsOn(isSectionActive);
            const { version, ...values } = settings;
            // Saved at the version the screen read (ADR 0053): a stale switch says so and changes nothing.
            saveSettings.mutate(
              { version, input: { ...values, isSectionActive } },
              {
                onSuccess: () => showAlert('success', isSectionActive ? messages.sectionOn : messages.sectionOff),
                onError: (error) => {
                  setIsOn(!isSectionActive);
                  showAlert('error', isStaleVersion(error) ? error.message : messages.settingsError);
                },
              },
            );
          }}
        />
        {messages.sectionToggle}
      </label>
    </Card>
  );
}

function TeamMemberForm({ member, onDone }: { member: AdminTeamMember | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveMember = useSaveTeamMember();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SaveTeamMemberInput>({
    resolver: zodResolver(saveTeamMemberSchema),
    defaultValues: member ? toForm(member) : emptyForm,
  });
  const edit = useVersionedEdit({
    record: member,
    current: {
      query: getTeamQueryOptions(),
      pick: (data) => data.members.find((current) => current.id === member?.id),
    },
    fill: (current) => reset(toForm(current)),
  });

  const submit = handleSubmit((input) =>
    saveMember.mutate(
      { id: member?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', member ? messages.updated : messages.created);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, ['fullName', 'title', 'description', 'photo']);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {saveMember.error && !isStaleVersion(saveMember.error) && (
        <ErrorBox
          message={isUserError(saveMember.error) ? messages.saveError(saveMember.error.message) : common.genericError}
        />
      )}
      <StaleVersionNotice edit={edit} />
      <TextField
        label={messages.fieldFullName}
        autoComplete="off"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField label={messages.fieldTitle} autoComplete="off" error={errors.title?.message} {...register('title')} />
      <TextareaField
        label={messages.fieldDescription}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <ImageRefField
            label={messages.fieldPhoto}
            kind="team"
            value={field.value}
            onChange={field.onChange}
            error={errors.photo?.message}
          />
        )}
      />
      <FormActions submitText={common.save} isPending={saveMember.isPending} onCancel={onDone} />
    </form>
  );
}
