import { GlassWater } from 'lucide-react';
import type { WaterToday } from '../../../../../shared/schemas/home.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useAddWaterGlass } from '../api/add-water-glass.ts';
import { meHomeMessages } from '../messages.ts';
import { type BlockStatus, HomeBlock } from './home-block.tsx';
import { isNetworkFailure, PendingWritesList, usePendingWrites } from '../../offline/index.ts';

const texts = meHomeMessages.water;

/** Today's glasses against the goal of 8, a bar capped at 100 % and the drink button (spec 1 §2.5). */
export function WaterTracker({ water, status }: { water: WaterToday | undefined; status: BlockStatus }) {
  const addGlass = useAddWaterGlass();
  const showAlert = useAlert();
  const pendingWrites = usePendingWrites();
  // Glasses kept on the phone (offline, issue #41) count on screen at once; the list says they wait.
  const waitingGlasses = pendingWrites.filter(
    (write) => write.kind === 'water-glass' && !write.failure && write.date === water?.date,
  ).length;
  const glasses = (water?.glasses ?? 0) + waitingGlasses;
  const goal = water?.goal ?? 8;
  const percent = Math.min(100, Math.round((glasses / goal) * 100));
  const drink = () => {
    const glass = { clientGlassId: crypto.randomUUID(), date: water?.date };
    addGlass.mutate(glass, {
      // A network failure is kept on the phone by the mutation itself (useAddWaterGlass).
      onError: (error) => {
        if (!isNetworkFailure(error)) showAlert('error', texts.addError);
      },
    });
  };

  return (
    <HomeBlock title={texts.title} icon={GlassWater} status={status} errorText={texts.loadError}>
      <div className="flex items-end justify-between gap-3">
        <p className="text-3xl font-bold text-sky-800 tabular-nums dark:text-sky-200">{texts.count(glasses, goal)}</p>
        <p className="text-sm font-semibold text-sky-800 dark:text-sky-200">%{percent}</p>
      </div>
      <div
        role="progressbar"
        aria-label={texts.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={texts.count(glasses, goal)}
        className="h-3 overflow-hidden rounded-full bg-sky-100 dark:bg-sky-950"
      >
        <div className="h-full rounded-full bg-sky-600 transition-all duration-500" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-hidden="true" className="grid grid-cols-8 gap-1.5">
        {Array.from({ length: goal }, (_, index) => (
          <li
            key={index}
            className={cn(
              'flex aspect-[3/4] items-end justify-center rounded-b-lg rounded-t-sm border-2',
              index < glasses
                ? 'border-sky-500 bg-sky-400/80 dark:border-sky-400 dark:bg-sky-500/70'
                : 'border-slate-300 dark:border-slate-600',
            )}
          />
        ))}
      </ol>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {glasses >= goal ? texts.reached : texts.remaining(goal - glasses)}
      </p>
      <PendingWritesList writes={pendingWrites} />
      <Button
        onClick={drink}
        disabled={addGlass.isPending}
        className="w-full bg-sky-700 hover:bg-sky-800 disabled:bg-sky-700/70"
      >
        <GlassWater aria-hidden="true" className="size-4" />
        {addGlass.isPending ? texts.adding : texts.drink}
      </Button>
    </HomeBlock>
  );
}
