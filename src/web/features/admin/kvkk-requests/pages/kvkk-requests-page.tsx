import { Scale } from 'lucide-react';
import { useState } from 'react';
import type { KvkkRequestItem } from '../../../../../shared/schemas/kvkk-requests.ts';
import { PagedList, useStepBackFromEmptyPage } from '../../../../components/screen/paged-list.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { ToggleChips } from '../../../../components/ui/toggle-chips.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useAddressParams } from '../../../../lib/use-address-params.ts';
import { type KvkkRequestState, useKvkkRequests } from '../api/get-kvkk-requests.ts';
import { useStartKvkkRequest } from '../api/start-kvkk-request.ts';
import { KvkkAnswerForm } from '../components/kvkk-answer-form.tsx';
import { KvkkRequestCard } from '../components/kvkk-request-card.tsx';
import { adminKvkkRequestsMessages as messages } from '../messages.ts';

const states = ['open', 'closed'] as const satisfies readonly KvkkRequestState[];

/**
 * KVKK Başvuruları (/kvkk-requests, ADR 0085): the open requests by the nearest 30-day deadline with
 * the days left, or the closed ones (?durum=kapali); 'İşleme al' and the answer that closes a request.
 */
export function Component() {
  const showAlert = useAlert();
  const [params, updateParams] = useAddressParams();
  const state: KvkkRequestState = params.get('durum') === 'kapali' ? 'closed' : 'open';
  const [page, setPage] = useState(1);
  const requests = useKvkkRequests(state, page);
  const start = useStartKvkkRequest();
  const [answering, setAnswering] = useState<KvkkRequestItem | null>(null);

  useStepBackFromEmptyPage(requests.data, setPage);

  const changeState = (next: KvkkRequestState) => {
    setPage(1);
    updateParams((address) => (next === 'closed' ? address.set('durum', 'kapali') : address.delete('durum')));
  };
  const startRequest = (request: KvkkRequestItem) =>
    start.mutate(request.id, {
      onSuccess: () => showAlert('success', messages.started),
      onError: (error) => showAlert('error', userMessageOr(error, messages.startError)),
    });

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <div className="mb-4">
        <ToggleChips
          legend={messages.filterLegend}
          options={states}
          value={state}
          onChange={changeState}
          labelOf={(option) => (option === 'open' ? messages.open : messages.closed)}
        />
      </div>
      <PagedList
        query={requests}
        errorText={messages.loadError}
        empty={<EmptyState text={state === 'open' ? messages.emptyOpen : messages.emptyClosed} icon={Scale} />}
        pageLabel={messages.pageLabel}
        onPageChange={setPage}
        listClassName="grid gap-4 lg:grid-cols-2"
        getKey={(request) => request.id}
        renderItem={(request) => (
          <KvkkRequestCard
            request={request}
            onStart={startRequest}
            onAnswer={setAnswering}
            isStarting={start.isPending && start.variables === request.id}
          />
        )}
      />
      <Dialog
        isOpen={answering !== null}
        onClose={() => setAnswering(null)}
        title={messages.answerTitle}
        className="max-w-2xl"
      >
        {answering && (
          <KvkkAnswerForm
            request={answering}
            onCancel={() => setAnswering(null)}
            onSaved={() => {
              setAnswering(null);
              showAlert('success', messages.sent);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
