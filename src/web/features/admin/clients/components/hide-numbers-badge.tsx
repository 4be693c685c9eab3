import { EyeOff } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { adminClientsMessages } from '../messages.ts';

/**
 * 'Sayılar gizli' beside a client's name when the client is in hide-numbers mode (ADR 0090), so the
 * dietitian remembers before sharing a screen or a number. The short text is what is seen; a screen
 * reader hears the full sentence (whose numbers, and that the dietitian's side is unchanged).
 */
export function HideNumbersBadge({ clientName }: { clientName: string }) {
  const label = adminClientsMessages.hideNumbersBadgeLabel(clientName);
  return (
    <Badge tone="info" className="w-fit">
      <EyeOff aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{adminClientsMessages.hideNumbersBadge}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}
