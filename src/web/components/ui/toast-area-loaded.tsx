import { type CSSProperties, useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { TOAST_LIMIT } from '../../../shared/constants.ts';
import { attachToaster } from './toast.tsx';

// The toast area itself, loaded by toast.tsx with the first toast.

// Sonner's rich colours put 13 px text at about 4:1 on its pale backgrounds; these darker text
// colours reach WCAG AA (4.5:1) on the same backgrounds.
const readableToastColors = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

export default function LoadedToastArea() {
  // The Toaster's own effects (its subscription) run before this parent's, so nothing is lost.
  useEffect(() => attachToaster(({ kind, message, duration }) => toast[kind](message, { duration })), []);
  return (
    <Toaster position="top-right" visibleToasts={TOAST_LIMIT} richColors closeButton style={readableToastColors} />
  );
}
