import { Clock, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { MESSAGE_OFFICE_HOURS_TEXT } from '../../../../../shared/message-constants.ts';
import { MessageComposer } from '../../../../components/conversation/message-composer.tsx';
import { MessageThread } from '../../../../components/conversation/message-thread.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useMyConversation } from '../api/get-my-conversation.ts';
import { useMarkMessagesRead } from '../api/mark-messages-read.ts';
import { myMessagePhotoUrl } from '../api/message-photo-url.ts';
import { useSendMessage } from '../api/send-message.ts';
import { meMessagesMessages as t } from '../messages.ts';

/** /kullanici/mesajlar: the client's one conversation with the practice (issue #42). */
export function Component() {
  const conversation = useMyConversation();
  const send = useSendMessage();
  const markRead = useMarkMessagesRead();
  const unreadCount = conversation.data?.unreadCount ?? 0;
  const { mutate: markAsRead, isPending: isMarking } = markRead;

  // What is on the screen has been seen: the practice's new messages are marked read as they arrive.
  useEffect(() => {
    if (unreadCount > 0 && !isMarking) markAsRead();
  }, [unreadCount, isMarking, markAsRead]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader title={t.title} description={t.description} />
      <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {MESSAGE_OFFICE_HOURS_TEXT}
      </p>
      <Card className="flex flex-col gap-4 p-4">
        <QueryState
          query={conversation}
          errorText={t.loadError}
          retryText={t.retry}
          isEmpty={(data) => data.messages.length === 0}
          empty={<EmptyState text={t.empty} icon={MessagesSquare} />}
        >
          {(data) => (
            <MessageThread
              messages={data.messages}
              ownRole="client"
              photoUrl={myMessagePhotoUrl}
              texts={{ label: t.threadLabel, own: t.own, other: t.other, seen: t.seen }}
              className="max-h-[60dvh]"
            />
          )}
        </QueryState>
        <MessageComposer
          onSend={(input) => send.mutateAsync(input)}
          texts={{ label: t.composerLabel, placeholder: t.composerPlaceholder, send: t.send, sendError: t.sendError }}
        />
      </Card>
    </div>
  );
}
