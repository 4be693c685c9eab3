import { Eye } from 'lucide-react';
import { useState } from 'react';
import { AccessLogList } from '../../../../components/access-log-list.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useMyAccessLog } from '../api/get-my-access-log.ts';
import { meAccessLogMessages as messages } from '../messages.ts';

/** 'Kayıtlarımı kimler görüntüledi' in the profile (KVKK, ADR 0084). */
export function MyAccessLogCard() {
  const [page, setPage] = useState(1);
  const accessLog = useMyAccessLog(page);
  return (
    <SectionCard title={messages.title} icon={Eye}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.description}</p>
      <AccessLogList query={accessLog} onPageChange={setPage} texts={messages} />
    </SectionCard>
  );
}
