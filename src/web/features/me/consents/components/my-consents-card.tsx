import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import {
  consentChannelLabels,
  consentDecisionLabels,
  explicitConsentStateLabels,
} from '../../../../../shared/consent-constants.ts';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import { legalTextPaths, legalTextTitles } from '../../../../../shared/legal-text-constants.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useMyConsents } from '../api/get-my-consents.ts';
import { useSetExplicitConsent } from '../api/set-explicit-consent.ts';
import { meConsentsMessages as messages } from '../messages.ts';

/** The profile's 'Onaylarım' (ADR 0081): every recorded decision, and açık rıza withdrawn or given again. */
export function MyConsentsCard() {
  const consents = useMyConsents();
  const change = useSetExplicitConsent();
  const showAlert = useAlert();
  const [isConfirming, setIsConfirming] = useState(false);

  const setGiven = (isGiven: boolean) =>
    change.mutate(isGiven, {
      onSuccess: () => {
        setIsConfirming(false);
        showAlert('success', isGiven ? messages.given : messages.withdrawn);
      },
      onError: (error) => {
        setIsConfirming(false);
        showAlert('error', userMessageOr(error, messages.changeError));
      },
    });

  return (
    <SectionCard title={messages.cardTitle} icon={ShieldCheck}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.cardHint}</p>
      <QueryState query={consents} errorText={messages.loadError} retryText={messages.retry}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
              <p className="text-sm text-slate-800 dark:text-slate-100">
                {messages.explicitStateLabel}: <strong>{explicitConsentStateLabels[data.explicitConsent]}</strong>
              </p>
              {data.explicitConsent === 'given' ? (
                <Button variant="secondary" onClick={() => setIsConfirming(true)}>
                  {messages.withdraw}
                </Button>
              ) : (
                data.explicitConsent !== 'none' && (
                  <Button isBusy={change.isPending} onClick={() => setGiven(true)}>
                    {messages.giveAgain}
                  </Button>
                )
              )}
            </div>
            {data.records.length === 0 ? (
              <EmptyState text={messages.empty} icon={ShieldCheck} />
            ) : (
              <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
                {data.records.map((record) => (
                  <li key={record.id} className="flex flex-col gap-1 py-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <a
                        href={legalTextPaths[record.kind]}
                        target="_blank"
                        rel="noopener"
                        className="font-medium text-brand-800 underline dark:text-brand-200"
                      >
                        {legalTextTitles[record.kind]}
                      </a>
                      <span className="text-slate-600 dark:text-slate-300">
                        {messages.versionLine(record.version, formatTurkishDateTime(record.versionPublishedAt))}
                      </span>
                    </div>
                    <div className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-200">
                      <Badge tone={record.decision === 'withheld' || record.withdrawnAt ? 'neutral' : 'success'}>
                        {consentDecisionLabels[record.decision]}
                      </Badge>
                      <span>{formatTurkishDateTime(record.createdAt)}</span>
                      <span className="text-slate-600 dark:text-slate-300">
                        · {consentChannelLabels[record.channel]}
                      </span>
                    </div>
                    {record.withdrawnAt && (
                      <p className="text-slate-700 dark:text-slate-200">
                        {messages.withdrawnOn(formatTurkishDateTime(record.withdrawnAt))}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
      <Dialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={messages.withdrawTitle}
        className="max-w-md"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{messages.withdrawText}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={change.isPending}>
            {messages.cancel}
          </Button>
          <Button variant="danger" onClick={() => setGiven(false)} isBusy={change.isPending}>
            {messages.withdrawConfirm}
          </Button>
        </div>
      </Dialog>
    </SectionCard>
  );
}
