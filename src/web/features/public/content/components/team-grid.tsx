import type { PublicTeam } from '../../../../../shared/schemas/content.ts';
import { SectionHeading } from './section-heading.tsx';

export function TeamGrid({ team }: { team: PublicTeam }) {
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="team-title" title={team.title} text={team.description} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.members.map((member) => (
          <li key={member.id} className="overflow-hidden rounded-2xl bg-white text-center shadow-sm dark:bg-slate-900">
            {member.imageUrl && (
              <img
                src={member.imageUrl}
                alt={member.fullName}
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover"
              />
            )}
            <div className="p-4">
              <h3 className="font-semibold">{member.fullName}</h3>
              <p className="text-sm font-medium text-brand-700 dark:text-brand-200">{member.title}</p>
              {member.description && (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{member.description}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
