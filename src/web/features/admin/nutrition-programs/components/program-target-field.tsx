import { Target } from 'lucide-react';
import { useEffect, useState } from 'react';
import { readTypedNumber } from '../../../../../shared/fields/number-field.ts';
import { dailyCaloriesTargetField, type NutritionTarget } from '../../../../../shared/schemas/nutrition-programs.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { formatKcal } from '../../../../../shared/format.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';

const targetRule = dailyCaloriesTargetField.nullable();

/** The typed text as the saved value: '' for none, the whole number's digits, or null when refused. */
function readTarget(text: string): { value: string } | { error: string } {
  const parsed = targetRule.safeParse(readTypedNumber(text) ?? null);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? messages.saveError };
  return { value: parsed.data === null ? '' : String(parsed.data) };
}

/**
 * 'Hedef (kcal/gün)' on the programme (ADR 0075 amendment): optional, a whole number 800–5000. A
 * valid value goes to the autosave as any edit (under the programme's version); a refused one shows
 * its Turkish text and is not sent. Below it, where the target in force comes from.
 */
export function ProgramTargetField({
  value,
  target,
  onChange,
}: {
  /** The saved or queued target ('' for none). */
  value: string;
  /** The target in force (this field's value, else the measurement's). */
  target: NutritionTarget | null;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | undefined>(undefined);

  // A value that comes from elsewhere (a template applied, the latest copy loaded) replaces the text.
  useEffect(() => {
    setText((current) => {
      const read = readTarget(current);
      return 'value' in read && read.value === value ? current : value;
    });
    setError(undefined);
  }, [value]);

  const type = (next: string) => {
    setText(next);
    const read = readTarget(next);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    if (read.value !== value) onChange(read.value);
  };

  return (
    <Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-6">
        <TextField
          label={messages.targetLabel}
          inputMode="numeric"
          autoComplete="off"
          placeholder={messages.targetPlaceholder}
          value={text}
          onChange={(event) => type(event.target.value)}
          error={error}
          hint={messages.targetHint}
          className="sm:w-64"
        />
        <section aria-label={messages.targetSource} className="flex items-start gap-2 text-sm sm:pt-8">
          <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
          {target ? (
            <p className="text-slate-700 dark:text-slate-200">
              <span className="font-semibold text-slate-900 dark:text-white">{formatKcal(target.dailyCalories)}</span>
              {' · '}
              {target.source === 'program'
                ? messages.targetFromProgram
                : messages.targetFromMeasurement(target.measurementDate)}
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">{messages.targetNone}</p>
          )}
        </section>
      </div>
    </Card>
  );
}
