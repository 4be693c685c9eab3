import { type CSSProperties, useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { TOAST_LIMIT } from '../../../shared/constants.ts';

// The toast area itself, loaded by toast.tsx with the first toast. It is handed the function that
// attaches it, rather than importing toast.tsx, so the two files do not import each other.

// Sonner's rich colours put 13 px text at about 4:1 on its pale backgrounds; these darker text
// colours reach WCAG AA (4.5:1) on the same backgrounds.
const readableToastColors = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

export type ToastRequest = { kind: 'success' | 'error'; message: string; duration: number };

type LoadedToastAreaProps = {
  /** Shows what was asked for meanwhile and sends later toasts here; returns its detacher. */
  attach: (show: (request: ToastRequest) => void) => () => void;
};

export default function LoadedToastArea({ attach }: LoadedToastAreaProps) {
  // The Toaster's own effects (its subscription) run before this parent's, so nothing is lost.
  useEffect(() => attach(({ kind, message, duration }) => toast[kind](message, { duration })), [attach]);
  return (
    <Toaster position="top-right" visibleToasts={TOAST_LIMIT} richColors closeButton style={readableToastColors} />
  );
}
