import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { formatMeasurementValue } from '../../../../../shared/report-trends.ts';
import {
  type Measurement,
  type MeasurementKey,
  measurementFields,
  measurementInputSchema,
  measurementKeys,
} from '../../../../../shared/schemas/measurements.ts';
import type { AgeFatBand } from '../../../../../shared/schemas/ideal-values.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { FatLevelBadge } from '../../../../components/ui/fat-level-badge.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { cn } from '../../../../lib/cn.ts';
import { useDeleteMeasurement } from '../api/delete-measurement.ts';
import { getMeasurementsQueryOptions } from '../api/get-measurements.ts';
import { useUpdateMeasurement } from '../api/update-measurement.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { adminMeasurementsMessages } from '../messages.ts';
import { fieldLabel } from './measurement-wizard.tsx';
import { formatNumberForInput } from '../../../../../shared/format.ts';
import { isoDayToTurkish, maskTurkishDate, turkishToIsoDay } from '../../../../../shared/dates.ts';
import { dateFieldPlaceholder } from '../../../../components/ui/date-field.tsx';
import { EditDeleteButtons } from '../../../../components/ui/edit-delete-buttons.tsx';

/**
 * The actions stay in view at the table's right edge while its 14 columns scroll sideways under them
 * (at 1366 px a dozen of them do not fit; issue #39), in both the row and its edit mode.
 */
const actionsColumnClass = 'sticky right-0 z-10 whitespace-nowrap shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.25)]';

/** What the edit row's boxes show: the day as gün.ay.yıl, numbers with the Turkish comma. */
type Draft = { measurementDate: string } & Record<MeasurementKey, string>;

const toDraft = (measurement: Measurement): Draft => ({
  measurementDate: isoDayToTurkish(measurement.measurementDate),
  ...(Object.fromEntries(measurementKeys.map((key) => [key, formatNumberForInput(measurement[key])])) as Record<
    MeasurementKey,
    string
  >),
});

/**
 * The history table, newest first, with inline edit (save / cancel) and delete per row. Each fat ratio
 * carries where it falls in the client's age band (İdeal Yağ Değerleri) when that band is set.
 */
export function MeasurementTable({
  clientId,
  measurements,
  fatBand,
}: {
  clientId: string;
  measurements: Measurement[];
  fatBand: AgeFatBand | null;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editError, setEditError] = useState<{ message: string; field?: string } | null>(null);
  const [deleting, setDeleting] = useState<Measurement | null>(null);
  const updateMeasurement = useUpdateMeasurement();
  const deleteMeasurement = useDeleteMeasurement();
  const showAlert = useAlert();

  const edit = useVersionedEdit({
    record: null as Measurement | null,
    current: {
      query: getMeasurementsQueryOptions(clientId),
      pick: (data) => data.measurements.find((measurement) => measurement.id === editingId),
    },
    fill: (current) => setDraft(toDraft(current)),
  });

  const startEdit = (measurement: Measurement) => {
    setEditingId(measurement.id);
    edit.resetTo(measurement);
    setEditError(null);
  };
  const cancelEdit = () => {
    setEditingId(null);
    setDraft(null);
    setEditError(null);
    edit.dismiss();
  };
  const saveEdit = () => {
    if (!editingId || !draft) return;
    // The same schema as the server: an invalid number is reported, never silently stored as 0.
    const parsed = measurementInputSchema.safeParse({
      ...draft,
      measurementDate: turkishToIsoDay(draft.measurementDate) ?? draft.measurementDate,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setEditError({
        message: issue?.message ?? adminMeasurementsMessages.updateError,
        field: String(issue?.path[0] ?? ''),
      });
      return;
    }
    updateMeasurement.mutate(
      { id: editingId, clientId, version: edit.version, values: parsed.data },
      {
        onSuccess: () => {
          showAlert('success', adminMeasurementsMessages.updated);
          cancelEdit();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          setEditError({ message: userMessageOr(error, adminMeasurementsMessages.updateError) });
        },
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteMeasurement.mutate(
      { id: deleting.id, clientId },
      {
        onSuccess: () => showAlert('success', adminMeasurementsMessages.deleted),
        onError: () => showAlert('error', adminMeasurementsMessages.deleteError),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      {editError && (
        <div className="mb-3">
          <ErrorBox message={editError.message} />
        </div>
      )}
      {edit.notice.kind !== 'none' && (
        <div className="mb-3">
          <StaleVersionNotice edit={edit} />
        </div>
      )}
      <section
        aria-label="Ölçüm geçmişi tablosu"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
      >
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-slate-50 px-3 py-2 font-semibold whitespace-nowrap dark:bg-slate-800"
              >
                Tarih
              </th>
              {measurementKeys.map((key) => (
                <th key={key} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  <abbr title={measurementFields[key].label} className="no-underline">
                    {measurementFields[key].shortLabel}
                  </abbr>
                  <span className="ml-1 font-normal text-slate-600 dark:text-slate-300">
                    {measurementFields[key].unit === 'yaş' ? '' : `(${measurementFields[key].unit})`}
                  </span>
                </th>
              ))}
              <th
                scope="col"
                className={cn(actionsColumnClass, 'bg-slate-50 px-3 py-2 font-semibold dark:bg-slate-800')}
              >
                {adminMeasurementsMessages.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {measurements.map((measurement) =>
              measurement.id === editingId && draft ? (
                <tr key={measurement.id} className="bg-brand-50 dark:bg-slate-800">
                  <td className="sticky left-0 bg-brand-50 px-2 py-2 dark:bg-slate-800">
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={dateFieldPlaceholder}
                      aria-label={adminMeasurementsMessages.date}
                      aria-invalid={editError?.field === 'measurementDate' || undefined}
                      value={draft.measurementDate}
                      onChange={(event) => setDraft({ ...draft, measurementDate: maskTurkishDate(event.target.value) })}
                      className="min-h-10 w-28 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-900"
                    />
                  </td>
                  {measurementKeys.map((key) => (
                    <td key={key} className="px-2 py-2">
                      <input
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={fieldLabel(key)}
                        aria-invalid={editError?.field === key || undefined}
                        value={draft[key]}
                        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                        className="min-h-10 w-20 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-900"
                      />
                    </td>
                  ))}
                  <td className={cn(actionsColumnClass, 'bg-brand-50 px-2 py-2 dark:bg-slate-800')}>
                    <div className="flex gap-1">
                      <Button onClick={saveEdit} isBusy={updateMeasurement.isPending} className="min-h-10 px-3">
                        <Check aria-hidden="true" className="size-4" /> {adminMeasurementsMessages.save}
                      </Button>
                      <Button variant="secondary" onClick={cancelEdit} className="min-h-10 px-3">
                        <X aria-hidden="true" className="size-4" /> {adminMeasurementsMessages.cancel}
                      </Button>
                    </div>
                  </td>
                </tr>
              ) : (
                <tr key={measurement.id} className="bg-white dark:bg-slate-900">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-3 py-2 text-left font-medium whitespace-nowrap dark:bg-slate-900"
                  >
                    {formatTurkishDate(measurement.measurementDate)}
                  </th>
                  {measurementKeys.map((key) => (
                    <td key={key} className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {formatMeasurementValue(measurement[key])}
                      {key === 'fatRatio' && fatBand && (
                        <span className="ml-2">
                          <FatLevelBadge fatRatio={measurement.fatRatio} band={fatBand} />
                        </span>
                      )}
                    </td>
                  ))}
                  <td className={cn(actionsColumnClass, 'bg-white px-2 py-2 dark:bg-slate-900')}>
                    <EditDeleteButtons
                      editLabel={`${formatTurkishDate(measurement.measurementDate)} ölçümünü düzenle`}
                      deleteLabel={`${formatTurkishDate(measurement.measurementDate)} ölçümünü sil`}
                      onEdit={() => startEdit(measurement)}
                      onDelete={() => setDeleting(measurement)}
                      isEditDisabled={editingId !== null}
                      buttonClassName="min-h-10 px-3"
                    />
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </section>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={adminMeasurementsMessages.deleteTitle}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        isBusy={deleteMeasurement.isPending}
      />
    </>
  );
}
