import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useMyConsents } from '../api/get-my-consents.ts';
import { meConsentsMessages as messages } from '../messages.ts';

// The step is a form with its zod schema, needed once per client and text version: it loads when
// needed, so the client area's screens paint without the validation library (ADR 0026).
const ConsentStep = lazy(async () => ({ default: (await import('./consent-step.tsx')).ConsentStep }));

/**
 * The client area's screens, or the consent step first when it is needed (ADR 0081). The page says
 * whether it is (its frame): a client who has decided sees the screen at once, with no wait for the
 * answer; a client who must decide sees no screen before the step, only its loading state. A client
 * who said no is refused health-data writes by the server, not by this component.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const consents = useMyConsents();
  const wasStepNeededAtLoad = useQueryClient().getQueryData<boolean>(queryKeys.me.consentStepAtLoad) ?? false;
  if (!(consents.data ? consents.data.isStepNeeded : wasStepNeededAtLoad)) return children;
  return (
    <QueryState query={consents} errorText={messages.loadError} retryText={messages.retry}>
      {(data) => (
        <Suspense fallback={<Spinner className="size-8 text-brand-600" />}>
          <ConsentStep consents={data} />
        </Suspense>
      )}
    </QueryState>
  );
}
