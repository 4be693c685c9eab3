import { Sprout } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { HomeProgress } from '../../../../../shared/schemas/home.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { meHomeMessages } from '../messages.ts';
import { type BlockStatus, HomeBlock } from './home-block.tsx';

/**
 * Hide-numbers mode (ADR 0090): where the newest measurement was, the progress in words. The server
 * sends only the direction of the weight since the measurement before, never a value.
 */
export function ProgressInWords({ progress, status }: { progress: HomeProgress | undefined; status: BlockStatus }) {
  const texts = meHomeMessages.progress;
  return (
    <HomeBlock title={texts.title} icon={Sprout} status={status} errorText={meHomeMessages.loadError}>
      {!progress || progress.measurementCount === 0 || !progress.latestMeasurementDate ? (
        <EmptyState text={texts.empty} icon={Sprout} />
      ) : (
        <div className="flex flex-col gap-2 text-slate-800 dark:text-slate-100">
          <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">
            {texts.dateLabel(formatTurkishDate(progress.latestMeasurementDate))}
          </p>
          <p className="font-semibold">{texts.onTheWay}</p>
          <p>{progress.weightTrend ? texts.weightTrend[progress.weightTrend] : texts.trendPending}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{texts.talkWithDietitian}</p>
        </div>
      )}
    </HomeBlock>
  );
}
