import { ShieldCheck } from 'lucide-react';
import { explicitConsentStateLabels } from '../../../../../shared/consent-constants.ts';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useClientConsents } from '../api/get-client-consents.ts';
import { adminConsentsMessages as messages } from '../messages.ts';

/** What the client decided (ADR 0081): açık rıza given, withheld or withdrawn, and the notice read, with versions and dates. */
export function ClientConsentStatus({ clientId }: { clientId: string }) {
  const consents = useClientConsents(clientId);
  return (
    <SectionCard title={messages.title} icon={ShieldCheck}>
      <QueryState query={consents} errorText={messages.loadError} retryText={messages.retry}>
        {(data) => {
          const isRefused = data.explicitConsent === 'withheld' || data.explicitConsent === 'withdrawn';
          return (
            <div className="flex flex-col gap-2 text-sm">
              <dl className="flex flex-wrap gap-x-8 gap-y-2">
                <div>
                  <dt className="text-slate-600 dark:text-slate-300">{messages.explicitConsent}</dt>
                  <dd className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                    <Badge tone={data.explicitConsent === 'given' ? 'success' : isRefused ? 'danger' : 'neutral'}>
                      {explicitConsentStateLabels[data.explicitConsent]}
                    </Badge>
                    {data.explicitConsentVersion !== null && data.explicitConsentAt && (
                      <span>
                        {messages.decided(data.explicitConsentVersion, formatTurkishDateTime(data.explicitConsentAt))}
                      </span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-300">{messages.privacyNotice}</dt>
                  <dd className="font-medium text-slate-900 dark:text-white">
                    {data.privacyNoticeVersion !== null && data.privacyNoticeAt
                      ? messages.acknowledged(data.privacyNoticeVersion, formatTurkishDateTime(data.privacyNoticeAt))
                      : messages.notYet}
                  </dd>
                </div>
              </dl>
              {isRefused && <p className="text-red-700 dark:text-red-300">{messages.refusedHint}</p>}
              {data.isStepNeeded && <p className="text-slate-700 dark:text-slate-200">{messages.stepNeeded}</p>}
            </div>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
