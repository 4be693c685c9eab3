import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useClientServiceWorker } from './use-client-service-worker.ts';

/** 'Yeni sürüm hazır — Yenile': shown when a new version of the client area waits on this phone. */
export function ClientAppUpdate() {
  const { isUpdateReady, applyUpdate } = useClientServiceWorker();
  if (!isUpdateReady) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg md:bottom-6 dark:bg-slate-100 dark:text-slate-900"
    >
      <span>Yeni sürüm hazır</span>
      <Button variant="secondary" onClick={applyUpdate}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Yenile
      </Button>
    </div>
  );
}
