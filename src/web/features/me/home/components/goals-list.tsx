import { CircleCheck, CircleDashed, Target } from 'lucide-react';
import { goalStatusLabel } from '../../../../../shared/constants.ts';
import type { HomeGoal } from '../../../../../shared/schemas/home.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { cn } from '../../../../lib/cn.ts';
import { meHomeMessages } from '../messages.ts';
import { type BlockStatus, HomeBlock } from './home-block.tsx';

/** The client's goals, newest first, read-only (spec 1 §2.5: a client cannot complete a goal here). */
export function GoalsList({ goals, status }: { goals: HomeGoal[]; status: BlockStatus }) {
  const texts = meHomeMessages.goals;
  return (
    <HomeBlock title={texts.title} icon={Target} status={status} errorText={meHomeMessages.loadError}>
      {goals.length === 0 ? (
        <EmptyState text={texts.empty} icon={Target} />
      ) : (
        <ul className="flex flex-col gap-2">
          {goals.map((goal) => (
            <li key={goal.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold text-slate-900 dark:text-white">{goal.title}</p>
                <span
                  className={cn(
                    'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
                    goal.completed
                      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                      : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
                  )}
                >
                  {goal.completed ? (
                    <CircleCheck aria-hidden="true" className="size-3.5" />
                  ) : (
                    <CircleDashed aria-hidden="true" className="size-3.5" />
                  )}
                  {goalStatusLabel(goal.completed)}
                </span>
              </div>
              {goal.description && (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{goal.description}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
