import { ShieldCheck } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { ConfirmLinkPage } from '../../../../components/screen/confirm-link-page.tsx';
import { useVerifyKvkkRequest } from '../api/verify-kvkk-request.ts';
import { publicKvkkRequestsMessages as messages } from '../messages.ts';

/** /kvkk/basvuru/onay?token=…: the confirming mail's link; the button sends the request on to the practice. */
export function Component() {
  return (
    <ConfirmLinkPage
      icon={ShieldCheck}
      action={useVerifyKvkkRequest()}
      texts={{
        title: messages.verifyTitle,
        question: messages.verifyQuestion,
        confirm: messages.verify,
        working: messages.verifying,
        error: messages.verifyError,
        missingToken: messages.missingToken,
        doneTitle: messages.verifiedTitle,
        done: ({ kvkkRequest }) => messages.verified(formatTurkishDate(kvkkRequest.deadlineDay)),
        home: messages.home,
      }}
    />
  );
}
