import { Mail, ShieldCheck, Trash2 } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/format.ts';
import type { AdminAccount } from '../../../../../shared/schemas/admins.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { adminAdminsMessages as text } from '../messages.ts';

/** One admin: name and surname, e-mail, registration date (tr-TR) and delete. */
export function AdminCard({ admin, onDelete }: { admin: AdminAccount; onDelete: (admin: AdminAccount) => void }) {
  const fullName = `${admin.name} ${admin.surname}`;
  return (
    <Card className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
          {fullName}
          {admin.isSelf && <Badge tone="info">{text.you}</Badge>}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 truncate text-sm text-slate-600 dark:text-slate-300">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {admin.email}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {text.registeredOn}: {formatTurkishDate(admin.createdAt)}
        </p>
        {admin.hasTwoFactor && (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {text.twoFactorBadge}
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        aria-label={text.deleteLabel(fullName)}
        title={text.deleteLabel(fullName)}
        onClick={() => onDelete(admin)}
      >
        <Trash2 aria-hidden="true" className="size-5 text-red-700 dark:text-red-300" />
      </Button>
    </Card>
  );
}
