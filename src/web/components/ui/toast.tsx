import { Toaster, toast } from 'sonner';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../../../shared/constants.ts';

/** Toast area at the top right of the whole application (spec 1 §2.1, §9). */
export function ToastArea() {
  return <Toaster position="top-right" visibleToasts={TOAST_LIMIT} richColors closeButton />;
}

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
};
