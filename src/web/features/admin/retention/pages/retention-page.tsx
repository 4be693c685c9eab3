import { zodResolver } from '@hookform/resolvers/zod';
import { Archive, History } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { formatTurkishDateTime } from '../../../../../shared/dates.ts';
import {
  type DataDestructionRun,
  type RetentionSettings,
  retentionKinds,
  retentionRules,
  retentionUnitLabels,
  type UpdateRetention,
  type UpdateRetentionInput,
  updateRetentionSchema,
} from '../../../../../shared/schemas/retention.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { getRetentionQueryOptions, useRetention } from '../api/get-retention.ts';
import { useUpdateRetention } from '../api/update-retention.ts';
import { adminRetentionMessages as text } from '../messages.ts';

/** Saklama ve İmha (/site-settings/retention): retention periods and the periodic destruction record. */
export function Component() {
  const retention = useRetention();
  return (
    <section>
      <PageHeader title={text.title} description={text.description} />
      <QueryState query={retention} errorText={text.loadError}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <RetentionForm settings={data.settings} />
            <DestructionRuns runs={data.runs} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

const toFormValues = (settings: RetentionSettings): UpdateRetentionInput => ({ ...settings.periods });

function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const showAlert = useAlert();
  const update = useUpdateRetention();
  const {
    handleSubmit,
    register,
    setError,
    reset,
    formState: { errors },
  } = useForm<UpdateRetentionInput, unknown, UpdateRetention>({
    resolver: zodResolver(updateRetentionSchema),
    defaultValues: toFormValues(settings),
  });
  const edit = useVersionedEdit({
    record: settings,
    current: { query: getRetentionQueryOptions(), pick: (data) => data.settings },
    fill: (current) => reset(toFormValues(current)),
  });
  // A newer answer from the server replaces the form's values and its version (ADR 0053).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved settings change
  useEffect(() => {
    if (settings.version !== edit.version) edit.resetTo(settings);
  }, [settings.version]);

  const submit = handleSubmit((input) =>
    update.mutate(
      { version: edit.version, input },
      {
        onSuccess: (result) => {
          edit.resetTo(result.settings);
          showAlert('success', text.saved);
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, [...retentionKinds]);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <SectionCard title={text.periodsTitle} icon={Archive}>
        <SaveErrorBox error={update.error} fallback={text.saveError} />
        <StaleVersionNotice edit={edit} />
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{text.paidOrdersNote}</p>
        <div className="grid gap-5 md:grid-cols-2">
          {retentionKinds.map((kind) => {
            const rule = retentionRules[kind];
            return (
              <TextField
                key={kind}
                label={`${rule.label} (${retentionUnitLabels[rule.unit]})`}
                hint={rule.description}
                inputMode="numeric"
                autoComplete="off"
                error={errors[kind]?.message}
                {...register(kind)}
              />
            );
          })}
        </div>
        <div className="mt-5">
          <Button type="submit" isBusy={update.isPending}>
            {update.isPending ? text.saving : text.save}
          </Button>
        </div>
      </SectionCard>
    </form>
  );
}

function DestructionRuns({ runs }: { runs: DataDestructionRun[] }) {
  return (
    <SectionCard title={text.runsTitle} icon={History}>
      {runs.length === 0 ? (
        <EmptyState text={text.runsEmpty} icon={History} />
      ) : (
        <ul
          aria-label={text.runsLabel}
          className="-mx-5 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {runs.map((run) => (
            <li key={run.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm">
              <div className="flex flex-col">
                <span className="font-semibold text-slate-900 dark:text-white">{retentionRules[run.kind].label}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {text.columnPeriod}: {run.period} {retentionUnitLabels[run.unit]}
                </span>
              </div>
              <div className="flex flex-col sm:items-end">
                <time dateTime={run.ranAt} className="text-slate-600 dark:text-slate-400">
                  {formatTurkishDateTime(run.ranAt)}
                </time>
                <span className="text-slate-900 dark:text-white">
                  {text.columnCount}: {run.destroyedCount}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
