import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { PushKind, PushSettingsResponse } from '../../../../../shared/schemas/push.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { usePushSettings } from '../api/get-push-settings.ts';
import { useSavePushPreferences } from '../api/save-push-preferences.ts';
import { useDisablePush, useEnablePush } from '../api/save-push-subscription.ts';
import {
  type BrowserPushState,
  hasBrowserSubscription,
  PushPermissionRefused,
  readBrowserPushState,
} from '../browser-push.ts';
import { mePushMessages as messages } from '../messages.ts';

/** The kinds the card offers; appointment reminders go by e-mail until push joins that job (ADR 0082). */
const offeredKinds = ['notifications', 'goals', 'messages', 'reminders'] as const satisfies readonly PushKind[];

type BrowserState = { permission: BrowserPushState; isSubscribed: boolean };

async function readBrowserState(): Promise<BrowserState> {
  const permission = readBrowserPushState();
  const isSubscribed = permission === 'granted' ? await hasBrowserSubscription().catch(() => false) : false;
  return { permission, isSubscribed };
}

/**
 * The profile's 'Bildirimler' (issue #41): permission and this browser's subscription, and the kinds
 * the client wants. What the browser allows is read after hydration (the server cannot know it).
 */
export function PushCard() {
  const settings = usePushSettings();
  const [browser, setBrowser] = useState<BrowserState | null>(null);
  const refreshBrowser = useCallback(async () => setBrowser(await readBrowserState()), []);
  useEffect(() => {
    void refreshBrowser();
  }, [refreshBrowser]);

  return (
    <SectionCard title={messages.title} icon={BellRing}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.hint}</p>
      <QueryState query={settings} errorText={messages.loadError}>
        {(data) => (browser ? <PushChoices settings={data} browser={browser} onChange={refreshBrowser} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

function PushChoices({
  settings,
  browser,
  onChange,
}: {
  settings: PushSettingsResponse;
  browser: BrowserState;
  onChange: () => Promise<void>;
}) {
  const showAlert = useAlert();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const [errorText, setErrorText] = useState<string | null>(null);

  if (browser.permission === 'unsupported') return <StateText text={messages.unsupported} />;
  if (!settings.publicKey) return <StateText text={messages.serverOff} />;
  const publicKey = settings.publicKey;

  const turnOn = () => {
    setErrorText(null);
    enable.mutate(publicKey, {
      onSuccess: () => showAlert('success', messages.enabled),
      onError: (error) => {
        if (!(error instanceof PushPermissionRefused)) setErrorText(userMessageOr(error, messages.enableError));
      },
      onSettled: () => void onChange(),
    });
  };
  const turnOff = () => {
    setErrorText(null);
    disable.mutate(undefined, {
      onSuccess: () => showAlert('success', messages.disabled),
      onError: (error) => setErrorText(userMessageOr(error, messages.disableError)),
      onSettled: () => void onChange(),
    });
  };

  const isOn = browser.permission === 'granted' && browser.isSubscribed;
  return (
    <div className="flex flex-col gap-3">
      <StateText text={isOn ? messages.granted : browser.permission === 'denied' ? messages.denied : messages.off} />
      {errorText && <ErrorBox message={errorText} />}
      {isOn ? (
        <>
          <PushKinds mutedKinds={settings.mutedKinds} />
          <Button variant="secondary" className="self-start" isBusy={disable.isPending} onClick={turnOff}>
            {messages.disable}
          </Button>
        </>
      ) : (
        browser.permission !== 'denied' && (
          <Button className="self-start" isBusy={enable.isPending} onClick={turnOn}>
            {messages.enable}
          </Button>
        )
      )}
    </div>
  );
}

function StateText({ text }: { text: string }) {
  return (
    <p role="status" className="font-medium text-slate-800 dark:text-slate-100">
      {text}
    </p>
  );
}

function PushKinds({ mutedKinds }: { mutedKinds: PushKind[] }) {
  const showAlert = useAlert();
  const save = useSavePushPreferences();
  // The choice shows at once (a controlled checkbox would otherwise snap back until the answer).
  const [pendingMuted, setPendingMuted] = useState<PushKind[] | null>(null);
  const shownMuted = pendingMuted ?? mutedKinds;
  const toggle = (kind: PushKind, isWanted: boolean) => {
    const next = isWanted ? shownMuted.filter((muted) => muted !== kind) : [...shownMuted, kind];
    setPendingMuted(next);
    save.mutate(next, {
      onSuccess: () => showAlert('success', messages.kindsSaved),
      onError: () => showAlert('error', messages.kindsError),
      onSettled: () => setPendingMuted(null),
    });
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-slate-700 dark:text-slate-200">{messages.kindsTitle}</legend>
      {offeredKinds.map((kind) => (
        <label key={kind} className="flex min-h-11 items-center gap-3 font-medium text-slate-800 dark:text-slate-100">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={!shownMuted.includes(kind)}
            disabled={save.isPending}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
          {messages.kinds[kind]}
        </label>
      ))}
    </fieldset>
  );
}
