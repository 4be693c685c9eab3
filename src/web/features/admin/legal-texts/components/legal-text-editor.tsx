import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, History } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import { type LegalTextKind, legalTextTitles } from '../../../../../shared/legal-text-constants.ts';
import {
  type AdminLegalText,
  type LegalTextVersionSummary,
  type PublishLegalText,
  type PublishLegalTextInput,
  publishLegalTextSchema,
} from '../../../../../shared/schemas/legal-texts.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../../components/ui/data-table.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { loadRichTextEditor } from '../../blog/index.ts';
import { useLegalText } from '../api/get-legal-text.ts';
import { usePublishLegalText } from '../api/publish-legal-text.ts';
import { adminLegalTextsMessages as messages } from '../messages.ts';
import { VersionDialog } from './version-dialog.tsx';

// TipTap comes with this screen's chunk only when the editor is shown (the blog's editor).
const RichTextEditor = lazy(loadRichTextEditor);

/** One text: its editor (a save publishes the next version) and its history. */
export function LegalTextEditor({ kind }: { kind: LegalTextKind }) {
  const legalText = useLegalText(kind);
  return (
    <QueryState query={legalText} errorText={messages.textLoadError} retryText={messages.retry}>
      {(data) => (
        <div className="mt-6 flex flex-col gap-6">
          {/* A new version starts a fresh form from its own text. */}
          <PublishForm key={data.current?.version ?? 0} legalText={data} />
          <VersionHistory kind={kind} versions={data.versions} />
        </div>
      )}
    </QueryState>
  );
}

function PublishForm({ legalText }: { legalText: AdminLegalText }) {
  const showAlert = useAlert();
  const publish = usePublishLegalText();
  const labelId = useId();
  const errorId = useId();
  const isHydrated = useHydrated();
  const {
    handleSubmit,
    register,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<PublishLegalTextInput, unknown, PublishLegalText>({
    resolver: zodResolver(publishLegalTextSchema),
    defaultValues: { body: legalText.current?.body ?? '', requiresReconsent: false },
  });
  const body = watch('body');
  const [isErrorOnField, setIsErrorOnField] = useState(false);

  const submit = handleSubmit((input) =>
    publish.mutate(
      { kind: legalText.kind, input },
      {
        onSuccess: (result) => showAlert('success', messages.published(result.legalText.version)),
        onError: (error) => setIsErrorOnField(applyFieldErrors(error, setError, ['body'])),
      },
    ),
  );
  const placeholder = (
    <div className="flex h-[500px] items-center justify-center rounded-lg border border-slate-300 dark:border-slate-600">
      <Spinner className="size-6 text-brand-600" label={messages.editorLoading} />
    </div>
  );
  const title = legalTextTitles[legalText.kind];
  return (
    <SectionCard title={messages.editTitle(title)} icon={FileText}>
      {legalText.current && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {messages.currentVersion(legalText.current.version, formatTurkishDateTime(legalText.current.publishedAt))}
        </p>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {/* One failure, one message: a field's error shows under the editor only. */}
        {publish.error && !isErrorOnField && <ErrorBox message={userMessageOr(publish.error, messages.publishError)} />}
        <div className="flex flex-col gap-1.5">
          <span id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {messages.fieldBody}
          </span>
          {/* The editor runs in the browser only: the server's page (ADR 0035) shows its placeholder. */}
          {isHydrated ? (
            <Suspense fallback={placeholder}>
              <RichTextEditor
                labelId={labelId}
                value={body}
                onChange={(html) => setValue('body', html, { shouldDirty: true, shouldValidate: Boolean(errors.body) })}
                error={errors.body?.message}
                errorId={errorId}
              />
            </Suspense>
          ) : (
            placeholder
          )}
          {errors.body?.message && (
            <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
              {errors.body.message}
            </p>
          )}
        </div>
        {/* Only the texts a client confirms in the client area can ask for it again (ADR 0081). */}
        {(legalText.kind === 'privacy-notice' || legalText.kind === 'explicit-consent') && (
          <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-200">
            <input type="checkbox" className="mt-0.5 size-5 accent-brand-700" {...register('requiresReconsent')} />
            <span>
              <span className="font-medium">{messages.requiresReconsent}</span>
              <span className="block text-slate-600 dark:text-slate-300">{messages.requiresReconsentHelp}</span>
            </span>
          </label>
        )}
        <div className="flex justify-end">
          <Button type="submit" isBusy={publish.isPending}>
            {messages.publish}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

function VersionHistory({ kind, versions }: { kind: LegalTextKind; versions: LegalTextVersionSummary[] }) {
  const [shownVersion, setShownVersion] = useState<number | null>(null);
  const columns: Column<LegalTextVersionSummary>[] = [
    { header: messages.columnHistoryVersion, cell: (row) => messages.versionLabel(row.version), isRowHeader: true },
    {
      header: messages.columnDate,
      cell: (row) => formatTurkishDateTime(row.publishedAt),
      className: 'whitespace-nowrap',
    },
    { header: messages.columnPublishedBy, cell: (row) => row.publishedBy ?? messages.template },
    {
      header: messages.columnActions,
      cell: (row) => (
        <Button
          variant="secondary"
          aria-label={messages.viewVersion(row.version)}
          onClick={() => setShownVersion(row.version)}
        >
          {messages.view}
        </Button>
      ),
    },
  ];
  return (
    <SectionCard title={messages.historyTitle} icon={History}>
      <DataTable
        label={messages.historyTitle}
        columns={columns}
        rows={versions}
        getKey={(row) => String(row.version)}
      />
      {shownVersion !== null && (
        <VersionDialog kind={kind} version={shownVersion} onClose={() => setShownVersion(null)} />
      )}
    </SectionCard>
  );
}
