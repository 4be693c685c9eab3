import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  type AdminTeamMember,
  type AdminTeamSettings,
  type SaveTeamMemberInput,
  saveTeamMemberSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { isUserError } from '../../../../lib/api.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { useRowCommand } from '../../../../lib/use-managed-rows.ts';
import { useRecordForm } from '../../../../lib/use-record-form.ts';
import { isStaleVersion } from '../../../../lib/use-versioned-edit.ts';
import {
  getTeamQueryOptions,
  useDeleteTeamMember,
  useMoveTeamMember,
  useSaveTeamMember,
  useSaveTeamSettings,
  useSetTeamMemberActive,
  useTeam,
} from '../api/team.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { RecordImageField, toImageRef } from '../components/image-ref-field.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';
import { RecordForm } from '../components/record-form.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

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
  const team = useTeam();
  const setActive = useSetTeamMemberActive();
  const moveMember = useMoveTeamMember();
  const toggle = useRowCommand(setActive, { errorText: common.statusError });
  const move = useRowCommand(moveMember, { successText: common.orderUpdated, errorText: common.orderError });
  const removal = useConfirmedDelete<AdminTeamMember, unknown>(useDeleteTeamMember(), {
    deletedText: messages.deleted,
    errorText: messages.deleteError,
  });
  const [dialog, setDialog] = useState<{ member: AdminTeamMember | null } | null>(null);

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={<AddButton onClick={() => setDialog({ member: null })}>{messages.addMember}</AddButton>}
      />
      <QueryState query={team} errorText={messages.loadError} retryText={common.retry}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <SectionToggle settings={data.settings} />
            {data.members.length === 0 ? (
              <EmptyState text={messages.empty} icon={Users} />
            ) : (
              <DataTable
                label={messages.tableLabel}
                caption={messages.tableLabel}
                rows={data.members}
                getKey={(member) => member.id}
                columns={[
                  {
                    header: messages.columns.photo,
                    cell: (member) =>
                      member.photo ? (
                        <img
                          src={member.photo.url}
                          alt={member.fullName}
                          className="size-12 rounded-full object-cover"
                        />
                      ) : (
                        <span className="text-xs text-slate-500 dark:text-slate-400">{messages.noPhoto}</span>
                      ),
                  },
                  {
                    header: messages.columns.name,
                    className: 'font-semibold text-slate-900 dark:text-white',
                    cell: (member) => member.fullName,
                  },
                  { header: messages.columns.title, cell: (member) => member.title },
                  {
                    header: messages.columns.status,
                    cell: (member) => (
                      <ActiveToggle
                        name={member.fullName}
                        isActive={member.isActive}
                        isBusy={setActive.isPending}
                        onToggle={(isActive) =>
                          toggle(
                            { id: member.id, isActive },
                            isActive ? messages.statusOn(member.fullName) : messages.statusOff(member.fullName),
                          )
                        }
                      />
                    ),
                  },
                  {
                    header: messages.columns.order,
                    cell: (member, index) => (
                      <MoveButtons
                        name={member.fullName}
                        position={{ isFirst: index === 0, isLast: index === data.members.length - 1 }}
                        isBusy={moveMember.isPending}
                        onMove={(direction) => move({ id: member.id, direction })}
                      />
                    ),
                  },
                  {
                    header: messages.columns.actions,
                    cell: (member) => (
                      <RowActions
                        name={member.fullName}
                        onEdit={() => setDialog({ member })}
                        onDelete={() => removal.ask(member)}
                      />
                    ),
                  },
                ]}
              />
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
      <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />
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
  const form = useRecordForm({
    record: member,
    id: member?.id ?? null,
    resolver: zodResolver(saveTeamMemberSchema),
    toForm,
    emptyForm,
    current: { query: getTeamQueryOptions(), rowsOf: (data) => data.members },
    save: useSaveTeamMember(),
    savedText: member ? messages.updated : messages.created,
    fields: ['fullName', 'title', 'description', 'photo'],
    onDone,
  });

  return (
    <RecordForm
      form={form}
      saveErrorText={(error) => (isUserError(error) ? messages.saveError(error.message) : common.genericError)}
      submitText={common.save}
    >
      <TextField label={messages.fieldFullName} autoComplete="off" {...form.field('fullName')} />
      <TextField label={messages.fieldTitle} autoComplete="off" {...form.field('title')} />
      <TextareaField label={messages.fieldDescription} rows={3} {...form.field('description')} />
      <RecordImageField form={form} name="photo" label={messages.fieldPhoto} kind="team" />
    </RecordForm>
  );
}
