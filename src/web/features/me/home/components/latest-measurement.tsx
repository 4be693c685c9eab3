import { Ruler } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { HomeMeasurement } from '../../../../../shared/schemas/home.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { meHomeMessages } from '../messages.ts';
import { type BlockStatus, HomeBlock } from './home-block.tsx';
import { formatMeasure } from '../../../../../shared/format.ts';

const fields: Array<{ key: keyof HomeMeasurement; label: string; unit: string }> = [
  { key: 'weight', label: 'Kilo', unit: 'kg' },
  { key: 'fatRatio', label: 'Yağ Oranı', unit: '%' },
  { key: 'muscleRatio', label: 'Kas Oranı', unit: '%' },
  { key: 'waterRatio', label: 'Su Oranı', unit: '%' },
  { key: 'waist', label: 'Bel', unit: 'cm' },
  { key: 'hip', label: 'Kalça', unit: 'cm' },
  { key: 'chest', label: 'Göğüs', unit: 'cm' },
  { key: 'bellyFat', label: 'Göbek Yağı', unit: '%' },
  { key: 'bodyComposition', label: 'Vücut Kompozisyonu', unit: '%' },
  { key: 'boneMass', label: 'Kemik Kütlesi', unit: 'kg' },
  { key: 'metabolicAge', label: 'Metabolik Yaş', unit: '' },
  { key: 'dailyCalories', label: 'Günlük Kalori', unit: 'kcal' },
];

/** Only the single newest measurement (spec 1 §2.5, §9). */
export function LatestMeasurement({
  measurement,
  status,
}: {
  measurement: HomeMeasurement | null | undefined;
  status: BlockStatus;
}) {
  const texts = meHomeMessages.measurement;
  return (
    <HomeBlock title={texts.title} icon={Ruler} status={status} errorText={meHomeMessages.loadError}>
      {!measurement ? (
        <EmptyState text={texts.empty} icon={Ruler} />
      ) : (
        <>
          <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">
            {texts.dateLabel(formatTurkishDate(measurement.measurementDate))}
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
            {fields.map((field) => (
              <div key={field.key} className="rounded-xl bg-slate-50 p-2.5 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-600 dark:text-slate-300">{field.label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
                  {formatMeasure(measurement[field.key] as number, field.unit)}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </HomeBlock>
  );
}
