import { Eye } from 'lucide-react';
import { useState } from 'react';
import { AccessLogList } from '../../../../components/access-log-list.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useClientAccessLog } from '../api/get-client-access-log.ts';
import { adminAccessLogMessages as messages } from '../messages.ts';

/** 'Erişim kaydı' on the client report: who in the practice opened this client's record (ADR 0084). */
export function ClientAccessLogCard({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const accessLog = useClientAccessLog(clientId, page);
  return (
    <SectionCard title={messages.title} icon={Eye}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.description}</p>
      <AccessLogList query={accessLog} onPageChange={setPage} texts={messages} />
    </SectionCard>
  );
}
