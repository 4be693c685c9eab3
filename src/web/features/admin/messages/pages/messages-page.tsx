import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { type ConversationFilter, conversationFilters } from '../../../../../shared/message-constants.ts';
import { PagedList } from '../../../../components/screen/paged-list.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { ToggleChips } from '../../../../components/ui/toggle-chips.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useAddressParams } from '../../../../lib/use-address-params.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useConversations } from '../api/get-conversations.ts';
import { ClientConversationPanel } from '../components/client-conversation-panel.tsx';
import { ConversationListItem } from '../components/conversation-list-item.tsx';
import { QuickRepliesSection } from '../components/quick-replies-section.tsx';
import { adminMessagesMessages as t } from '../messages.ts';

const isFilter = (value: string | null): value is ConversationFilter =>
  conversationFilters.some((filter) => filter === value);

/**
 * /messages ('Mesajlar', issue #42): the inbox beside the open conversation (`?danisan=<client id>`,
 * also the link from a client's detail screen). On a phone one of them at a time.
 */
export function Component() {
  const [params, updateParams] = useAddressParams();
  const openClientId = params.get('danisan');
  const filterParam = params.get('filtre');
  const filter: ConversationFilter = isFilter(filterParam) ? filterParam : 'all';
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const conversations = useConversations(filter, debouncedSearch, page);

  const hrefWith = (clientId: string | null) => {
    const next = new URLSearchParams(params);
    if (clientId) next.set('danisan', clientId);
    else next.delete('danisan');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const chooseFilter = (next: ConversationFilter) => {
    setPage(1);
    updateParams((address) => {
      if (next === 'all') address.delete('filtre');
      else address.set('filtre', next);
    });
  };

  return (
    <section>
      <PageHeader title={t.title} description={t.description} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className={cn('flex flex-col gap-3', openClientId && 'max-lg:hidden')}>
          <SearchInput
            id="message-search"
            label={t.searchLabel}
            value={search}
            placeholder={t.searchPlaceholder}
            isLoading={conversations.isFetching && debouncedSearch !== ''}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <ToggleChips
            legend={t.filtersLegend}
            options={conversationFilters}
            value={filter}
            onChange={chooseFilter}
            labelOf={(option) => t.filters[option]}
          />
          <PagedList
            query={conversations}
            errorText={t.loadError}
            retryText={t.retry}
            listLabel={t.listLabel}
            empty={
              <EmptyState
                text={filter === 'all' && debouncedSearch === '' ? t.empty : t.emptyFiltered}
                icon={MessagesSquare}
              />
            }
            pageLabel={t.pageLabel}
            onPageChange={setPage}
            listClassName="flex flex-col gap-2"
            getKey={(conversation) => conversation.clientId}
            renderItem={(conversation) => (
              <ConversationListItem
                conversation={conversation}
                href={hrefWith(conversation.clientId)}
                isOpen={conversation.clientId === openClientId}
              />
            )}
          />
          <QuickRepliesSection />
        </div>
        {openClientId ? (
          <ClientConversationPanel key={openClientId} clientId={openClientId} backHref={hrefWith(null)} />
        ) : (
          <div className="max-lg:hidden">
            <EmptyState text={t.pickConversation} icon={MessagesSquare} />
          </div>
        )}
      </div>
    </section>
  );
}
