import { CalendarDays, CircleCheck, RotateCcw, Trash2, User } from 'lucide-react';
import { goalStatusLabel, goalTypeLabels } from '../../../../../shared/constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { ClientGoalItem } from '../../../../../shared/schemas/goals.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { adminGoalsMessages } from '../messages.ts';
import { formatNumber } from '../../../../../shared/format.ts';

type ClientGoalCardProps = {
  goal: ClientGoalItem;
  onToggleCompleted: (goal: ClientGoalItem) => void;
  onDelete: (goal: ClientGoalItem) => void;
  isUpdating: boolean;
};

/** One assigned goal: title, description, client, start date and status (spec 2 "Goal assignment"). */
export function ClientGoalCard({ goal, onToggleCompleted, onDelete, isUpdating }: ClientGoalCardProps) {
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold break-words text-slate-900 dark:text-white">{goal.title}</h3>
        <Badge tone={goal.completed ? 'success' : 'warning'}>{goalStatusLabel(goal.completed)}</Badge>
      </div>
      {goal.description && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{goal.description}</p>
      )}
      <dl className="grid gap-1.5 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex items-center gap-2">
          <User aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dt className="sr-only">{adminGoalsMessages.client}</dt>
          <dd className="font-medium text-slate-900 dark:text-slate-100">{goal.clientName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dt>{goal.endDate ? adminGoalsMessages.period : adminGoalsMessages.start}:</dt>
          <dd>
            <time dateTime={goal.startDate}>{formatTurkishDate(goal.startDate)}</time>
            {goal.endDate && (
              <>
                {' – '}
                <time dateTime={goal.endDate}>{formatTurkishDate(goal.endDate)}</time>
              </>
            )}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>{adminGoalsMessages.target}:</dt>
          <dd>
            {goalTypeLabels[goal.type]} · {formatNumber(goal.targetValue)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" onClick={() => onToggleCompleted(goal)} disabled={isUpdating} className="flex-1">
          {goal.completed ? (
            <>
              <RotateCcw aria-hidden="true" className="size-4" />
              {adminGoalsMessages.reopen}
            </>
          ) : (
            <>
              <CircleCheck aria-hidden="true" className="size-4" />
              {adminGoalsMessages.markDone}
            </>
          )}
        </Button>
        <Button
          variant="ghost"
          onClick={() => onDelete(goal)}
          aria-label={`${adminGoalsMessages.confirmDelete}: ${goal.title} (${goal.clientName})`}
          className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Sil
        </Button>
      </div>
    </Card>
  );
}
