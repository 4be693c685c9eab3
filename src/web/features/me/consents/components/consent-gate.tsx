import type { ReactNode } from 'react';
import { useMyConsents } from '../api/get-my-consents.ts';
import { ConsentStep } from './consent-step.tsx';

/**
 * The client area's screens, or the consent step first when it is needed (ADR 0081). Until the answer
 * comes the screen renders as before (no extra wait on every visit of a client who has decided); a
 * client who said no is refused health-data writes by the server, not by this component.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const consents = useMyConsents();
  if (consents.data?.isStepNeeded) return <ConsentStep consents={consents.data} />;
  return children;
}
