import { BookCopy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isScalingSuggested } from '../../../../../shared/diet-scaling.ts';
import type { NutritionProgramTemplate } from '../../../../../shared/schemas/nutrition-program-templates.ts';
import type { NutritionTarget } from '../../../../../shared/schemas/nutrition-programs.ts';
import { ManagedList } from '../../../../components/screen/managed-list.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { useApplyProgramTemplate } from '../api/apply-program-template.ts';
import { useCreateProgramTemplate } from '../api/create-program-template.ts';
import { useDeleteProgramTemplate } from '../api/delete-program-template.ts';
import { useProgramTemplates } from '../api/get-program-templates.ts';
import { useUpdateProgramTemplate } from '../api/update-program-template.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import { TemplateFormDialog } from './template-form-dialog.tsx';
import { TemplateScaleChoice } from './template-scale-choice.tsx';

/**
 * The client the section works for: their programme's version (null when they have none yet) and the
 * daily target in force (the programme's, else the newest measurement's).
 */
type SelectedClient = { id: string; name: string; programVersion: number | null; target: NutritionTarget | null };

/**
 * 'Şablonlar' (issue #40, ADR 0086): the practice's templates with rename and delete, 'Şablon olarak
 * kaydet' for the picked client's programme, and 'Şablon uygula' / 'Şablondan başlat' on each row,
 * which asks first and says what will be replaced.
 */
export function ProgramTemplatesSection({ client }: { client: SelectedClient | null }) {
  const showAlert = useAlert();
  const templates = useProgramTemplates();
  const createTemplate = useCreateProgramTemplate();
  const updateTemplate = useUpdateProgramTemplate();
  const applyTemplate = useApplyProgramTemplate();
  const removal = useConfirmedDelete<NutritionProgramTemplate, { ok: true }>(useDeleteProgramTemplate(), {
    deletedText: messages.templateDeleted,
    errorText: messages.templateDeleteError,
    isServerMessageShown: true,
  });
  const [isSaving, setIsSaving] = useState(false);
  const [renaming, setRenaming] = useState<NutritionProgramTemplate | null>(null);
  const [applying, setApplying] = useState<NutritionProgramTemplate | null>(null);
  const [isScaled, setIsScaled] = useState(false);
  const hasProgram = client !== null && client.programVersion !== null;

  const closeSave = () => {
    setIsSaving(false);
    createTemplate.reset();
  };
  const closeRename = () => {
    setRenaming(null);
    updateTemplate.reset();
  };

  /** Scaling is ticked when the client has a target and the template's average day is more than 5 % off it. */
  const askApply = (template: NutritionProgramTemplate) => {
    setIsScaled(isScalingSuggested(client?.target?.dailyCalories ?? null, template.averageDayCalories));
    setApplying(template);
  };

  const apply = () => {
    if (!applying || !client) return;
    const template = applying;
    const scaleToTarget = isScaled && client.target !== null && template.averageDayCalories !== null;
    applyTemplate.mutate(
      { id: template.id, input: { clientId: client.id, version: client.programVersion, scaleToTarget } },
      {
        onSuccess: ({ scalePercent }) =>
          showAlert(
            'success',
            scalePercent === null
              ? messages.templateApplied(template.name)
              : messages.templateAppliedScaled(template.name, scalePercent),
          ),
        onError: (error) => showAlert('error', userMessageOr(error, messages.templateApplyError)),
        onSettled: () => setApplying(null),
      },
    );
  };

  return (
    <section
      aria-labelledby="program-templates-title"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="program-templates-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {messages.templatesTitle}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{messages.templatesDescription}</p>
        </div>
        {hasProgram && (
          <Button variant="secondary" onClick={() => setIsSaving(true)}>
            <BookCopy aria-hidden="true" className="size-4" />
            {messages.saveAsTemplate}
          </Button>
        )}
      </div>
      <ManagedList
        query={templates}
        rowsOf={(data) => data.templates}
        errorText={messages.templatesLoadError}
        retryText={messages.retry}
        empty={<EmptyState text={messages.templatesEmpty} icon={BookCopy} />}
        label={messages.templatesList}
        className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
        itemClassName="flex flex-wrap items-center justify-between gap-2 py-2"
        renderItem={(template) => (
          <>
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{template.name}</p>
              {template.description && (
                <p className="text-sm text-slate-600 dark:text-slate-300">{template.description}</p>
              )}
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {messages.templateSummary(template.filledMealCount, template.foodLineCount)}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {template.dailyCaloriesTarget === null
                  ? messages.templateNoTarget
                  : messages.templateTarget(template.dailyCaloriesTarget)}
                {' · '}
                {template.averageDayCalories === null
                  ? messages.templateNoLines
                  : messages.templateAverage(template.averageDayCalories)}
              </p>
            </div>
            <div className="flex flex-wrap gap-1">
              {client && (
                <Button onClick={() => askApply(template)} aria-label={messages.applyTemplateLabel(template.name)}>
                  {hasProgram ? messages.applyTemplate : messages.startFromTemplate}
                </Button>
              )}
              <Button
                variant="ghost"
                onClick={() => setRenaming(template)}
                aria-label={messages.renameTemplateLabel(template.name)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {messages.renameTemplate}
              </Button>
              <Button
                variant="ghost"
                onClick={() => removal.ask(template)}
                aria-label={messages.deleteTemplateLabel(template.name)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {messages.deleteTemplate}
              </Button>
            </div>
          </>
        )}
      />
      {isSaving && client && (
        <TemplateFormDialog
          title={messages.saveAsTemplateTitle(client.name)}
          template={null}
          onClose={closeSave}
          isBusy={createTemplate.isPending}
          error={createTemplate.error}
          onSubmit={({ input }, onError) =>
            createTemplate.mutate(
              { ...input, clientId: client.id },
              {
                onSuccess: () => {
                  closeSave();
                  showAlert('success', messages.templateSaved);
                },
                onError,
              },
            )
          }
        />
      )}
      {renaming && (
        <TemplateFormDialog
          title={messages.renameTemplateTitle}
          template={renaming}
          onClose={closeRename}
          isBusy={updateTemplate.isPending}
          error={updateTemplate.error}
          onSubmit={({ input, version }, onError) =>
            updateTemplate.mutate(
              { id: renaming.id, version, input },
              {
                onSuccess: () => {
                  closeRename();
                  showAlert('success', messages.templateRenamed);
                },
                onError,
              },
            )
          }
        />
      )}
      <Dialog
        isOpen={applying !== null && client !== null}
        onClose={() => setApplying(null)}
        title={applying ? messages.applyTemplateTitle(applying.name) : ''}
        className="max-w-md"
      >
        {client && (
          <p className="text-slate-700 dark:text-slate-300">
            {hasProgram ? messages.applyReplaces(client.name) : messages.applyCreates(client.name)}
          </p>
        )}
        {client && applying && (
          <TemplateScaleChoice
            target={client.target}
            averageDayCalories={applying.averageDayCalories}
            isChecked={isScaled}
            onChange={setIsScaled}
          />
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setApplying(null)} disabled={applyTemplate.isPending}>
            {messages.templateCancel}
          </Button>
          <Button onClick={apply} isBusy={applyTemplate.isPending}>
            {messages.applyConfirm}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        title={removal.target ? messages.deleteTemplateTitle(removal.target.name) : ''}
        {...removal.dialog}
      />
    </section>
  );
}
