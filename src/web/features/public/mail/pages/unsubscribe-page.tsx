import { MailX } from 'lucide-react';
import { ConfirmLinkPage } from '../../../../components/screen/confirm-link-page.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { publicMailMessages as messages } from '../messages.ts';

/** /e-posta-iptal?token=…: the unsubscribe link of every bulk mail, without signing in; the button confirms. */
export function Component() {
  return (
    <ConfirmLinkPage
      icon={MailX}
      action={useUnsubscribe()}
      texts={{
        title: messages.title,
        question: messages.question,
        confirm: messages.confirm,
        working: messages.working,
        error: messages.error,
        missingToken: messages.missingToken,
        doneTitle: messages.done,
        done: ({ email }) => messages.doneDetail(email),
        home: messages.home,
      }}
    />
  );
}
