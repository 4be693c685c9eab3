import { lazy, type ReactNode, Suspense } from 'react';
import { useMyConsents } from '../api/get-my-consents.ts';

// The step is a form with its zod schema, needed once per client and text version: it loads when
// needed, so the client area's screens paint without the validation library (ADR 0026).
const ConsentStep = lazy(async () => ({ default: (await import('./consent-step.tsx')).ConsentStep }));

/**
 * The client area's screens, or the consent step first when it is needed (ADR 0081). Until the answer
 * comes the screen renders as before (no extra wait on every visit of a client who has decided); a
 * client who said no is refused health-data writes by the server, not by this component.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const consents = useMyConsents();
  if (!consents.data?.isStepNeeded) return children;
  return (
    <Suspense fallback={null}>
      <ConsentStep consents={consents.data} />
    </Suspense>
  );
}
