import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { type Gender, genders } from '../../../../../shared/constants.ts';
import { formatNumberForInput } from '../../../../../shared/format.ts';
import {
  type AgeFatRatios,
  idealValuesValidationMessages,
  type AgeFatRatiosInput,
  type AgeFatRatiosResponse,
  ageBandLabel,
  ageFatRatiosSchema,
  fatLevelLabels,
  fatLevels,
} from '../../../../../shared/schemas/ideal-values.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { cn } from '../../../../lib/cn.ts';
import { isStaleVersion, useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { getAgeFatRatiosQueryOptions } from '../api/get-age-fat-ratios.ts';
import { useSaveAgeFatRatios } from '../api/save-age-fat-ratios.ts';
import { adminIdealValuesMessages } from '../messages.ts';

const tabLabels: Record<Gender, string> = {
  female: adminIdealValuesMessages.female,
  male: adminIdealValuesMessages.male,
};

/**
 * The saved values as the boxes show them ('8,5'); a band never saved has empty boxes, which must be
 * filled in.
 */
const toFormValues = (saved: AgeFatRatiosResponse): AgeFatRatiosInput =>
  Object.fromEntries(
    genders.map((gender) => [
      gender,
      saved[gender].map((band) => ({
        ageStart: band.ageStart,
        ageEnd: band.ageEnd,
        excellent: formatNumberForInput(band.excellent),
        good: formatNumberForInput(band.good),
        average: formatNumberForInput(band.average),
        poor: formatNumberForInput(band.poor),
      })),
    ]),
  ) as AgeFatRatiosInput;

/**
 * The form's one line above the tabs: 'fill in every value' only when values are missing; when a value
 * is there but wrong (out of range, two decimals) it names the first such field and what is wrong with
 * it (issue #39: an out-of-range value was answered with 'fill in every field').
 */
function summarizeErrors(errors: FieldErrors<AgeFatRatiosInput>, saved: AgeFatRatiosResponse): string | null {
  let isMissing = false;
  for (const gender of genders) {
    const bands = errors[gender];
    if (!bands) continue;
    for (const [index, band] of saved[gender].entries()) {
      for (const level of fatLevels) {
        const message = bands[index]?.[level]?.message;
        if (!message) continue;
        if (message === idealValuesValidationMessages.required) {
          isMissing = true;
          continue;
        }
        const where = adminIdealValuesMessages.ageBand(ageBandLabel(band.ageStart, band.ageEnd));
        return `${tabLabels[gender]}, ${where}, ${fatLevelLabels[level]}: ${message}`;
      }
    }
  }
  return isMissing ? adminIdealValuesMessages.fatIncomplete : null;
}

/**
 * İdeal Yağ Değerleri: Kadınlar (default) and Erkekler tabs, nine age bands of four percentages each,
 * and one 'Tüm Değerleri Kaydet' for both genders (spec 2 §2, §5). Both tabs' values live in one form,
 * so switching tabs keeps what was typed; an invalid value in the other tab switches to it.
 */
export function AgeFatRatiosForm({ saved }: { saved: AgeFatRatiosResponse }) {
  const showAlert = useAlert();
  const [tab, setTab] = useState<Gender>('female');
  const save = useSaveAgeFatRatios();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AgeFatRatiosInput, unknown, AgeFatRatios>({
    resolver: zodResolver(ageFatRatiosSchema),
    defaultValues: toFormValues(saved),
  });
  const edit = useVersionedEdit({
    record: saved,
    current: { query: getAgeFatRatiosQueryOptions(), pick: (data) => data },
    fill: (current) => reset(toFormValues(current)),
  });

  const onInvalid = (invalid: FieldErrors<AgeFatRatiosInput>) => {
    if (!invalid[tab]) setTab(invalid.female ? 'female' : 'male');
  };
  const submit = handleSubmit(
    (input) =>
      save.mutate(
        { version: edit.version, input },
        {
          onSuccess: (result) => {
            edit.resetTo(result);
            showAlert('success', adminIdealValuesMessages.fatSaved);
          },
          onError: edit.catchStale,
        },
      ),
    onInvalid,
  );
  const summary = summarizeErrors(errors, saved);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {save.error && !isStaleVersion(save.error) && (
        <ErrorBox message={userMessageOr(save.error, adminIdealValuesMessages.fatSaveError)} />
      )}
      <StaleVersionNotice edit={edit} />
      {summary && <ErrorBox message={summary} />}
      <div role="tablist" aria-label={adminIdealValuesMessages.fatTitle} className="flex gap-2">
        {genders.map((gender) => (
          <button
            key={gender}
            type="button"
            role="tab"
            id={`fat-tab-${gender}`}
            aria-controls={`fat-panel-${gender}`}
            aria-selected={tab === gender}
            onClick={() => setTab(gender)}
            className={cn(
              'min-h-11 rounded-lg px-4 font-medium',
              tab === gender
                ? 'bg-brand-700 text-white'
                : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            {tabLabels[gender]}
          </button>
        ))}
      </div>
      {genders.map((gender) => (
        <div
          key={gender}
          role="tabpanel"
          id={`fat-panel-${gender}`}
          aria-labelledby={`fat-tab-${gender}`}
          hidden={tab !== gender}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {saved[gender].map((band, index) => {
            const label = adminIdealValuesMessages.ageBand(ageBandLabel(band.ageStart, band.ageEnd));
            return (
              <Card key={band.ageStart} className="flex flex-col gap-3">
                <h3 className="font-semibold text-slate-900 dark:text-white">{label}</h3>
                <div className="grid grid-cols-2 gap-3">
                  {fatLevels.map((level) => (
                    <TextField
                      key={level}
                      label={fatLevelLabels[level]}
                      aria-label={`${tabLabels[gender]} ${label} ${fatLevelLabels[level]}`}
                      inputMode="decimal"
                      autoComplete="off"
                      error={errors[gender]?.[index]?.[level]?.message}
                      {...register(`${gender}.${index}.${level}`)}
                    />
                  ))}
                </div>
              </Card>
            );
          })}
        </div>
      ))}
      <div>
        <Button type="submit" isBusy={save.isPending}>
          {save.isPending ? adminIdealValuesMessages.saving : adminIdealValuesMessages.saveAll}
        </Button>
      </div>
    </form>
  );
}
