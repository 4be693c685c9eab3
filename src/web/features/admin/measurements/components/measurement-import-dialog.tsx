import { FileUp, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { formatMeasurementValue } from '../../../../../shared/report-trends.ts';
import { type MeasurementKey, measurementInputSchema } from '../../../../../shared/schemas/measurements.ts';
import type {
  MeasurementImportPreview,
  MeasurementImportRow,
} from '../../../../../shared/schemas/measurements-import.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { isUserError, userMessageOr } from '../../../../lib/api.ts';
import { useImportMeasurements } from '../api/import-measurements.ts';
import { usePreviewMeasurementImport } from '../api/preview-measurement-import.ts';
import { adminMeasurementsMessages as messages } from '../messages.ts';
import { fieldLabel } from './measurement-wizard.tsx';

type Typed = Record<number, Partial<Record<MeasurementKey, string>>>;
type RowErrors = Record<number, Partial<Record<MeasurementKey | 'measurementDate', string>>>;

const isImportable = (row: MeasurementImportRow) => row.errors.length === 0 && !row.isAlreadyImported;

/**
 * 'Cihazdan İçe Aktar' (issue #44, ADR 0091): choose an analyser's CSV, see each row as the server
 * read it, type what the device does not measure, confirm. The rows go to the client chosen on the
 * screen, whatever name the file carries.
 */
export function MeasurementImportDialog({
  client,
  isOpen,
  onClose,
}: {
  client: { id: string; name: string };
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={messages.importTitle(client.name)} className="max-w-3xl">
      {isOpen && <ImportFlow clientId={client.id} onDone={onClose} />}
    </Dialog>
  );
}

function ImportFlow({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const [preview, setPreview] = useState<MeasurementImportPreview | null>(null);
  return preview ? (
    <PreviewStep clientId={clientId} preview={preview} onBack={() => setPreview(null)} onDone={onDone} />
  ) : (
    <FileStep clientId={clientId} onPreview={setPreview} />
  );
}

function FileStep({
  clientId,
  onPreview,
}: {
  clientId: string;
  onPreview: (preview: MeasurementImportPreview) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewImport = usePreviewMeasurementImport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(messages.importNoFile);
      return;
    }
    previewImport.mutate(
      { clientId, file },
      {
        onSuccess: onPreview,
        onError: (failure) => setError(userMessageOr(failure, messages.importPreviewError)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{messages.importIntro}</p>
      {error && <ErrorBox message={error} />}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {messages.importFile}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${inputId}-hint`}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-900"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${inputId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {messages.importFileHint}
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" isBusy={previewImport.isPending}>
          <FileUp aria-hidden="true" className="size-4" /> {messages.importPreview}
        </Button>
      </div>
    </form>
  );
}

function PreviewStep({
  clientId,
  preview,
  onBack,
  onDone,
}: {
  clientId: string;
  preview: MeasurementImportPreview;
  onBack: () => void;
  onDone: () => void;
}) {
  const [selected, setSelected] = useState(() => new Set(preview.rows.filter(isImportable).map((row) => row.line)));
  const [typed, setTyped] = useState<Typed>({});
  const [rowErrors, setRowErrors] = useState<RowErrors>({});
  const [error, setError] = useState<string | null>(null);
  const importRows = useImportMeasurements();
  const showAlert = useAlert();
  const chosenRows = preview.rows.filter((row) => isImportable(row) && selected.has(row.line));

  const toggle = (line: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(line)) next.delete(line);
      else next.add(line);
      return next;
    });
  const type = (line: number, key: MeasurementKey, value: string) =>
    setTyped((current) => ({ ...current, [line]: { ...current[line], [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Each row is judged by the measurement form's own schema before anything is sent.
    const problems: RowErrors = {};
    const rows = chosenRows.flatMap((row) => {
      const parsed = measurementInputSchema.safeParse({
        measurementDate: row.measurementDate,
        ...typed[row.line],
        ...row.values,
      });
      if (parsed.success) return [parsed.data];
      const fieldProblems: RowErrors[number] = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof RowErrors[number];
        fieldProblems[key] ??= issue.message; // the first message of each field, as the form shows it
      }
      problems[row.line] = fieldProblems;
      return [];
    });
    setRowErrors(problems);
    if (Object.keys(problems).length > 0) {
      setError(messages.importFixRows);
      return;
    }
    importRows.mutate(
      { clientId, rows },
      {
        onSuccess: (result) => {
          showAlert('success', messages.imported(result.importedCount, result.skippedDates.length));
          onDone();
        },
        onError: (failure) => {
          if (isUserError(failure)) setRowErrors(rowErrorsOf(failure.fieldErrors, chosenRows));
          setError(userMessageOr(failure, messages.importError));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm font-medium">{messages.importFormat(preview.formatLabel, preview.rows.length)}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{messages.importTypeHint}</p>
      <ol className="flex flex-col gap-3">
        {preview.rows.map((row) => (
          <PreviewRow
            key={row.line}
            row={row}
            isSelected={selected.has(row.line)}
            typed={typed[row.line] ?? {}}
            errors={rowErrors[row.line] ?? {}}
            onToggle={() => toggle(row.line)}
            onType={(key, value) => type(row.line, key, value)}
          />
        ))}
      </ol>
      {chosenRows.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{messages.importNothing}</p>
      )}
      {/* Beside the button that was pressed: on a long file the top of the list is far out of view. */}
      {error && <ErrorBox message={error} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onBack}>
          {messages.importChooseAnother}
        </Button>
        <Button type="submit" disabled={chosenRows.length === 0} isBusy={importRows.isPending}>
          <Upload aria-hidden="true" className="size-4" /> {messages.importConfirm(chosenRows.length)}
        </Button>
      </div>
    </form>
  );
}

/** The server's `rows.<index>.<field>` messages, put back on the rows they belong to. */
function rowErrorsOf(fieldErrors: Record<string, string>, rows: MeasurementImportRow[]): RowErrors {
  const result: RowErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [, index, key] = path.split('.');
    const row = rows[Number(index)];
    if (row && key) result[row.line] = { ...result[row.line], [key]: message };
  }
  return result;
}

function PreviewRow({
  row,
  isSelected,
  typed,
  errors,
  onToggle,
  onType,
}: {
  row: MeasurementImportRow;
  isSelected: boolean;
  typed: Partial<Record<MeasurementKey, string>>;
  errors: RowErrors[number];
  onToggle: () => void;
  onType: (key: MeasurementKey, value: string) => void;
}) {
  const titleId = useId();
  const date = row.measurementDate ? formatTurkishDate(row.measurementDate) : messages.importNoDate;
  const deviceValues = Object.entries(row.values) as [MeasurementKey, number][];
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {isImportable(row) ? (
          <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
            <input type="checkbox" className="size-5" checked={isSelected} onChange={onToggle} />
            <span id={titleId}>{messages.importRowTitle(row.line, date)}</span>
            <span className="sr-only">{messages.importSelect}</span>
          </label>
        ) : (
          <span id={titleId} className="font-semibold">
            {messages.importRowTitle(row.line, date)}
          </span>
        )}
        {row.isAlreadyImported && <Badge tone="neutral">{messages.importAlreadyThere}</Badge>}
        {row.errors.length > 0 && <Badge tone="danger">{messages.importRefused}</Badge>}
        {row.deviceIdentity && (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {messages.importIdentity(row.deviceIdentity)}
          </span>
        )}
      </div>
      {row.isAlreadyImported && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{messages.importAlreadyThereNote}</p>
      )}
      {row.errors.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-red-700 dark:text-red-300">
          {row.errors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {deviceValues.length > 0 && (
        <dl aria-label={messages.importDeviceValues} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {deviceValues.map(([key, value]) => (
            <div key={key} className="flex gap-1">
              <dt className="text-slate-600 dark:text-slate-400">{fieldLabel(key)}:</dt>
              <dd className="font-medium">{formatMeasurementValue(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {isImportable(row) && isSelected && (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {row.missingKeys.map((key) => (
            <TextField
              key={key}
              label={fieldLabel(key)}
              inputMode="decimal"
              autoComplete="off"
              value={typed[key] ?? ''}
              error={errors[key]}
              onChange={(event) => onType(key, event.target.value)}
            />
          ))}
        </div>
      )}
    </li>
  );
}
