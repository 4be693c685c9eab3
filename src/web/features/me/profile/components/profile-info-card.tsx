import { IdCard } from 'lucide-react';
import { genderLabels } from '../../../../../shared/constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { ClientProfile } from '../../../../../shared/schemas/profile.ts';
import { meProfileMessages } from '../messages.ts';
import { SectionCard } from '../../../../components/ui/section-card.tsx';

/** Read-only details (spec 1 §2.9): name, phone, e-mail, gender as Kadın/Erkek, start date. */
export function ProfileInfoCard({ profile }: { profile: ClientProfile }) {
  const texts = meProfileMessages.info;
  const rows = [
    { label: texts.name, value: profile.name },
    { label: texts.phone, value: profile.phone },
    { label: texts.email, value: profile.email },
    { label: texts.gender, value: genderLabels[profile.gender] },
    { label: texts.startDate, value: formatTurkishDate(profile.startDate) },
  ];
  return (
    <SectionCard title={texts.title} icon={IdCard}>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{row.label}</dt>
            <dd className="mt-0.5 break-words font-semibold text-slate-900 dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
