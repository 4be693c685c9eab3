import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useMailConsent } from '../api/get-mail-consent.ts';
import { useSetMailConsent } from '../api/set-mail-consent.ts';
import { meMailMessages as messages } from '../messages.ts';

/** The profile's commercial e-mail consent (İYS): one checkbox, saved at once, with the date of the change. */
export function MailConsentCard() {
  const showAlert = useAlert();
  const consent = useMailConsent();
  const setConsent = useSetMailConsent();
  // The choice shows at once (a controlled checkbox would otherwise snap back until the answer).
  const [pendingChoice, setPendingChoice] = useState<boolean | null>(null);
  const choose = (isConsented: boolean) => {
    setPendingChoice(isConsented);
    setConsent.mutate(isConsented, {
      onSuccess: (result) => showAlert('success', result.consent.isConsented ? messages.savedOn : messages.savedOff),
      onError: () => showAlert('error', messages.saveError),
      onSettled: () => setPendingChoice(null),
    });
  };
  return (
    <SectionCard title={messages.title} icon={MailCheck}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.hint}</p>
      <QueryState query={consent} errorText={messages.loadError}>
        {(data) => (
          <div className="flex flex-col gap-2">
            <label className="flex min-h-11 items-center gap-3 font-medium text-slate-800 dark:text-slate-100">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={pendingChoice ?? data.consent.isConsented}
                disabled={setConsent.isPending}
                onChange={(event) => choose(event.target.checked)}
              />
              {messages.checkbox}
            </label>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {data.consent.changedAt
                ? (data.consent.isConsented ? messages.given : messages.withdrawn)(
                    formatTurkishDateTime(data.consent.changedAt),
                  )
                : messages.never}
            </p>
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
