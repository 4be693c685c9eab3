import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clientLoginPath } from '../../../shared/routes.ts';
import { useSignOut } from '../../features/auth/index.ts';
import { countWaitingWrites, forgetClientDataOnThisPhone } from '../../features/me/offline/index.ts';
import { forgetThisBrowserPush } from '../../features/me/push/index.ts';

/**
 * 'Çıkış Yap' of the client area: nothing of the client stays on the device (issue #41). The browser's
 * push subscription goes while the session still stands; after the sign-out, the writes kept to send
 * and the worker's copies of the client's pages and reads. Writes still waiting to be sent would be
 * lost, so the client is asked first (`waitingCount` opens the question; `confirm` goes ahead).
 */
export function useClientSignOut() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [waitingCount, setWaitingCount] = useState(0);

  const signOutNow = async () => {
    setWaitingCount(0);
    await forgetThisBrowserPush().catch(() => undefined);
    signOut.mutate(undefined, {
      onSettled: async () => {
        await forgetClientDataOnThisPhone().catch(() => undefined);
        navigate(clientLoginPath, { replace: true });
      },
    });
  };

  const requestSignOut = async () => {
    const waiting = await countWaitingWrites().catch(() => 0);
    if (waiting > 0) setWaitingCount(waiting);
    else await signOutNow();
  };

  return {
    requestSignOut,
    waitingCount,
    confirm: signOutNow,
    cancel: () => setWaitingCount(0),
    isPending: signOut.isPending,
  };
}
