import { useQueryClient } from '@tanstack/react-query';
import { MESSAGE_CREATED_EVENT, MESSAGES_READ_EVENT } from '../../../../../shared/live-events.ts';
import { useLiveStream } from '../../../../lib/live-stream.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/**
 * Keeps the inbox, the open conversation and the menu's count live (issue #42) from the admins'
 * stream. After a reconnect everything is fetched again, so nothing written while the stream was
 * down is missed.
 */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.all });
  useLiveStream('/api/admin/events', {
    events: { [MESSAGE_CREATED_EVENT]: refresh, [MESSAGES_READ_EVENT]: refresh },
    onReady: ({ isReconnect }) => {
      if (isReconnect) refresh();
    },
  });
}
