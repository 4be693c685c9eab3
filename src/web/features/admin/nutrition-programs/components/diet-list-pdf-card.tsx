import { FileText } from 'lucide-react';
import { useState } from 'react';
import { type WeekDay, weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import { DownloadLink } from '../../../../components/ui/download-link.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { dietListPdfUrl } from '../api/diet-list-pdf-url.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';

const dayOptions = (days: readonly WeekDay[]) => days.map((day) => ({ value: day, label: weekDayLabels[day] }));

/**
 * 'PDF indir': the diet list to hand to the client, with a shopping list of the chosen days (the last
 * day offers only days from the first on, so the range is always valid).
 */
export function DietListPdfCard({ clientId }: { clientId: string }) {
  const [from, setFrom] = useState<WeekDay>('monday');
  const [to, setTo] = useState<WeekDay>('sunday');
  const choose = (day: WeekDay) => {
    setFrom(day);
    if (weekDays.indexOf(to) < weekDays.indexOf(day)) setTo(day);
  };
  return (
    <section
      aria-label={messages.pdfSection}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="flex basis-full items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <FileText aria-hidden="true" className="size-4" />
        {messages.pdfHint}
      </p>
      <SelectField
        label={messages.shoppingFrom}
        value={from}
        options={dayOptions(weekDays)}
        onChange={(event) => choose(event.target.value as WeekDay)}
      />
      <SelectField
        label={messages.shoppingTo}
        value={to}
        options={dayOptions(weekDays.slice(weekDays.indexOf(from)))}
        onChange={(event) => setTo(event.target.value as WeekDay)}
      />
      <DownloadLink href={dietListPdfUrl(clientId, { from, to })}>{messages.downloadPdf}</DownloadLink>
    </section>
  );
}
