import { MailCheck, Scale } from 'lucide-react';
import { useState } from 'react';
import { KvkkRequestForm } from '../components/kvkk-request-form.tsx';
import { publicKvkkRequestsMessages as messages } from '../messages.ts';

/** /kvkk/basvuru: a visitor's KVKK Article 11 request, confirmed through an e-mailed link (ADR 0085). */
export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-12">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
          <Scale aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{messages.title}</h1>
      </div>
      {sentTo ? (
        <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-200" />
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{messages.sentTitle}</h2>
          <p className="text-slate-700 dark:text-slate-300">{messages.sent(sentTo)}</p>
        </div>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{messages.intro}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{messages.clientHint}</p>
          <KvkkRequestForm onSent={setSentTo} />
        </>
      )}
    </div>
  );
}
