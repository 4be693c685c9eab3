import type { CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../../../shared/constants.ts';

/** Toast area at the top right of the whole application (spec 1 §2.1, §9). */
export function ToastArea() {
  return (
    <Toaster position="top-right" visibleToasts={TOAST_LIMIT} richColors closeButton style={readableToastColors} />
  );
}

// Sonner's rich colours put 13 px text at about 4:1 on its pale backgrounds; these darker text
// colours reach WCAG AA (4.5:1) on the same backgrounds.
const readableToastColors = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
};
