import { ArrowLeft, CheckCheck, MessagesSquare, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MessageComposer } from '../../../../components/conversation/message-composer.tsx';
import { MessageThread } from '../../../../components/conversation/message-thread.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { useClientConversation } from '../api/get-client-conversation.ts';
import { useQuickReplies } from '../api/get-quick-replies.ts';
import { useMarkClientConversationRead } from '../api/mark-client-conversation-read.ts';
import { clientMessagePhotoUrl } from '../api/message-photo-url.ts';
import { useSendClientMessage } from '../api/send-client-message.ts';
import { useSetConversationDone } from '../api/set-conversation-done.ts';
import { adminMessagesMessages as t } from '../messages.ts';

/** One client's conversation for the dietitian: read it, answer it, mark it done. */
export function ClientConversationPanel({ clientId, backHref }: { clientId: string; backHref: string }) {
  const conversation = useClientConversation(clientId);
  const send = useSendClientMessage(clientId);
  const setDone = useSetConversationDone(clientId);
  const quickReplies = useQuickReplies().data?.quickReplies;
  const { mutate: markRead, isPending: isMarking } = useMarkClientConversationRead();
  const showAlert = useAlert();
  const hasUnread = conversation.data?.messages.some(
    (message) => message.senderRole === 'client' && message.readAt === null,
  );

  // What is on the screen has been seen: the client's new messages are marked read as they arrive.
  useEffect(() => {
    if (hasUnread && !isMarking) markRead(clientId);
  }, [hasUnread, isMarking, markRead, clientId]);

  const toggleDone = (isDone: boolean) =>
    setDone.mutate(isDone, {
      onSuccess: () => showAlert('success', isDone ? t.markedDone : t.reopened),
      onError: () => showAlert('error', t.doneError),
    });

  return (
    <Card className="flex flex-col gap-4 p-4">
      <QueryState query={conversation} errorText={t.conversationLoadError} retryText={t.retry}>
        {(data) => (
          <>
            <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 pb-3 dark:border-slate-800">
              <Link
                to={backHref}
                aria-label={t.back}
                className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
              >
                <ArrowLeft aria-hidden="true" className="size-5" />
              </Link>
              <h2 className="flex-1 truncate text-lg font-semibold">{data.client.name}</h2>
              {data.messages.length > 0 &&
                (data.isDone ? (
                  <Button variant="secondary" isBusy={setDone.isPending} onClick={() => toggleDone(false)}>
                    <RotateCcw aria-hidden="true" className="size-4" /> {t.reopen}
                  </Button>
                ) : (
                  <Button variant="secondary" isBusy={setDone.isPending} onClick={() => toggleDone(true)}>
                    <CheckCheck aria-hidden="true" className="size-4" /> {t.markDone}
                  </Button>
                ))}
            </div>
            {data.messages.length === 0 ? (
              <EmptyState text={t.noMessages} icon={MessagesSquare} />
            ) : (
              <MessageThread
                messages={data.messages}
                ownRole="admin"
                photoUrl={clientMessagePhotoUrl}
                texts={{ label: t.threadLabel(data.client.name), own: t.you, other: t.client, seen: t.seen }}
                className="max-h-[60dvh]"
              />
            )}
          </>
        )}
      </QueryState>
      <MessageComposer
        onSend={(input) => send.mutateAsync(input)}
        quickReplies={quickReplies}
        texts={{
          label: t.composerLabel,
          placeholder: t.composerPlaceholder,
          send: t.send,
          sendError: t.sendError,
          quickReplies: t.quickReplies,
        }}
      />
    </Card>
  );
}
