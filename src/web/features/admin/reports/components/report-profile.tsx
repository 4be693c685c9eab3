import { genderLabels } from '../../../../../shared/constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { ReportClient } from '../../../../../shared/schemas/reports.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { adminReportsMessages } from '../messages.ts';

/** The report's header: who the client is (name, e-mail, phone, gender, age, start date). */
export function ReportProfile({ client }: { client: ReportClient }) {
  const items = [
    [adminReportsMessages.profile.email, client.email],
    [adminReportsMessages.profile.phone, client.phone],
    [adminReportsMessages.profile.gender, genderLabels[client.gender]],
    [adminReportsMessages.profile.age, String(client.age)],
    [adminReportsMessages.profile.startDate, formatTurkishDate(client.startDate)],
  ] as const;
  return (
    <Card>
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{client.name}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
