import { useEffect } from 'react';
import { formatTurkishDate, todayInIstanbul } from '../../../../../shared/dates.ts';
import { HydratedApart } from '../../../../components/screen/hydrated-apart.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { useHome } from '../api/get-home.ts';
import { CalorieCalculator } from '../components/calorie-calculator.tsx';
import { GoalsList } from '../components/goals-list.tsx';
import { HealthStatistics } from '../components/health-statistics.tsx';
import type { BlockStatus } from '../components/home-block.tsx';
import { LatestMeasurement } from '../components/latest-measurement.tsx';
import { ProgressInWords } from '../components/progress-in-words.tsx';
import { ShortcutTiles } from '../components/shortcut-tiles.tsx';
import { WaterTracker } from '../components/water-tracker.tsx';
import { meHomeMessages } from '../messages.ts';

/** /kullanici: the client home (spec 1 §2.5), loaded with one request. */
export function Component() {
  const home = useHome();
  const showAlert = useAlert();
  const status: BlockStatus = home.isPending ? 'pending' : home.isError ? 'error' : 'success';

  useEffect(() => {
    if (home.isError) showAlert('error', meHomeMessages.loadError);
  }, [home.isError, showAlert]);

  const data = home.data;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {data ? meHomeMessages.greeting(data.client.name) : meHomeMessages.greetingLoading}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {formatTurkishDate(todayInIstanbul())} · {meHomeMessages.tagline}
        </p>
      </header>
      {/* Each block hydrates on its own after the heading (HydratedApart): a phone is never blocked long. */}
      <HydratedApart>
        <ShortcutTiles />
      </HydratedApart>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          {/* A hide-numbers client has no calculator (ADR 0090). */}
          {!data?.numbersHidden && (
            <HydratedApart>
              <CalorieCalculator />
            </HydratedApart>
          )}
          <HydratedApart>
            <GoalsList goals={data?.goals ?? []} status={status} />
          </HydratedApart>
        </div>
        <div className="flex flex-col gap-4">
          <HydratedApart>
            <WaterTracker water={data?.water} status={status} />
          </HydratedApart>
          <HydratedApart>
            {data?.numbersHidden ? (
              <ProgressInWords progress={data.progress} status={status} />
            ) : (
              <LatestMeasurement measurement={data?.latestMeasurement} status={status} />
            )}
          </HydratedApart>
        </div>
        <HydratedApart>
          <HealthStatistics
            statistics={data?.statistics}
            isNumbersHidden={data?.numbersHidden ?? false}
            status={status}
          />
        </HydratedApart>
      </div>
    </div>
  );
}
