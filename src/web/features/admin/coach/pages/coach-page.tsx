import { useQueryClient } from '@tanstack/react-query';
import { Info, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type CoachConversation, coachValidationMessages } from '../../../../../shared/schemas/coach.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { askCoach } from '../api/ask-coach.ts';
import { useClearCoachConversation } from '../api/clear-coach-conversation.ts';
import { useCoachConversation } from '../api/get-coach-conversation.ts';
import { type ChatEntry, ChatBubble, TypingIndicator } from '../components/chat-bubble.tsx';
import { CoachBanner } from '../components/coach-banner.tsx';
import { adminCoachMessages as text } from '../messages.ts';

/** The life-coach chat (/health-expert, 'Yaşam Koçu'): the admin's own conversation, kept on the server. */
export function Component() {
  const conversation = useCoachConversation();
  return (
    <section>
      <PageHeader title={text.title} />
      <CoachBanner />
      <QueryState query={conversation} errorText={text.loadError}>
        {(data) => <Chat conversation={data} />}
      </QueryState>
    </section>
  );
}

let localId = 0;
const nextLocalId = () => `local-${++localId}`;

function Chat({ conversation }: { conversation: CoachConversation }) {
  const queryClient = useQueryClient();
  const showAlert = useAlert();
  const clear = useClearCoachConversation();
  const [entries, setEntries] = useState<ChatEntry[]>(conversation.messages);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [isWaiting, setIsWaiting] = useState(false);
  const [isTyping, setIsTyping] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const isBlank = input.trim() === '';

  // Auto-scroll to the newest message, also while an answer streams in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the messages change
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [entries, isTyping]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isWaiting) return;
    const question = input.trim();
    if (!question) {
      setInputError(coachValidationMessages.emptyQuestion);
      return;
    }
    setInputError(null);
    setInput('');
    setIsWaiting(true);
    setIsTyping(true);
    const answerId = nextLocalId();
    setEntries((current) => [...current, { id: nextLocalId(), role: 'user', content: question }]);
    const appendToAnswer = (piece: string) =>
      setEntries((current) =>
        current.some((entry) => entry.id === answerId)
          ? current.map((entry) => (entry.id === answerId ? { ...entry, content: entry.content + piece } : entry))
          : [...current, { id: answerId, role: 'assistant', content: piece }],
      );
    const showFailure = (message: string) =>
      setEntries((current) => [
        ...current.filter((entry) => entry.id !== answerId),
        { id: answerId, role: 'assistant', content: message, isFailure: true },
      ]);
    try {
      await askCoach(question, (streamEvent) => {
        setIsTyping(false);
        if (streamEvent.type === 'delta') appendToAnswer(streamEvent.text);
        else if (streamEvent.type === 'error') showFailure(text.failed);
        else void queryClient.invalidateQueries({ queryKey: queryKeys.admin.coach, refetchType: 'none' });
      });
    } catch (error) {
      // The refusals with their own Turkish text (empty question, no provider); else the failure bubble.
      const isOwnText =
        error instanceof ApiError && (error.code === 'validation' || error.code === 'ai_not_configured');
      showFailure(isOwnText ? error.message : text.failed);
    } finally {
      setIsTyping(false);
      setIsWaiting(false);
    }
  };

  const clearConversation = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setEntries([]);
        showAlert('success', text.cleared);
      },
      onError: () => showAlert('error', text.clearError),
    });

  return (
    <Card className="flex flex-col gap-4">
      {!conversation.isConfigured && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text.notConfigured}
        </p>
      )}
      {entries.length > 0 && (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={clearConversation} isBusy={clear.isPending} disabled={isWaiting}>
            <Trash2 aria-hidden="true" className="size-4" />
            {text.clear}
          </Button>
        </div>
      )}
      {/* The conversation scrolls on its own; focusable so keyboard users can scroll it too. */}
      <div
        role="log"
        aria-label={text.conversationLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[60vh] min-h-64 overflow-y-auto rounded-xl bg-slate-50 p-4 dark:bg-slate-950"
      >
        {entries.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">{text.welcomeTitle}</p>
            <p className="text-slate-700 dark:text-slate-300">{text.welcomeText}</p>
            <ul className="mt-2 grid w-full max-w-2xl gap-2 sm:grid-cols-2">
              {text.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    onClick={() => {
                      setInput(suggestion);
                      setInputError(null);
                    }}
                    className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-emerald-700 hover:bg-emerald-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {entries.map((entry) => (
              <ChatBubble key={entry.id} entry={entry} />
            ))}
            {isTyping && <TypingIndicator />}
          </ul>
        )}
        <div ref={endRef} />
      </div>
      <form onSubmit={send} noValidate className="flex flex-col gap-1">
        <div className="flex gap-2">
          <label htmlFor="coach-question" className="sr-only">
            {text.inputLabel}
          </label>
          <input
            id="coach-question"
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              if (inputError) setInputError(null);
            }}
            onKeyDown={(event) => {
              // Enter on a blank question: the disabled button sends nothing, the spec's text says why.
              if (event.key === 'Enter' && isBlank && conversation.isConfigured) {
                event.preventDefault();
                setInputError(coachValidationMessages.emptyQuestion);
              }
            }}
            placeholder={text.placeholder}
            autoComplete="off"
            maxLength={2000}
            disabled={!conversation.isConfigured}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? 'coach-question-error' : undefined}
            className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
          <Button type="submit" disabled={isWaiting || isBlank || !conversation.isConfigured} isBusy={isWaiting}>
            <Send aria-hidden="true" className="size-4" />
            {text.send}
          </Button>
        </div>
        {inputError && (
          <p id="coach-question-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
            {inputError}
          </p>
        )}
      </form>
    </Card>
  );
}
