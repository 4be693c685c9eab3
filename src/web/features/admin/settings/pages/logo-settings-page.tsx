import { CheckCircle2, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminAppearance } from '../../../../../shared/schemas/settings.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type ImageFieldValue, ImageUploadField } from '../../../../components/ui/image-upload-field.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useAdminAppearance } from '../api/get-admin-appearance.ts';
import { useResetLogo } from '../api/reset-logo.ts';
import { useSetLogo } from '../api/set-logo.ts';
import { adminSettingsMessages as text } from '../messages.ts';

/** Logo settings (/site-settings/logo): upload, preview at 200×70, save or reset, the requirements. */
export function Component() {
  const appearance = useAdminAppearance();
  return (
    <section>
      <PageHeader title={text.logoTitle} description={text.logoDescription} />
      <QueryState query={appearance} errorText={text.loadError}>
        {(data) => <LogoForm appearance={data.appearance} />}
      </QueryState>
    </section>
  );
}

function LogoForm({ appearance }: { appearance: AdminAppearance }) {
  const showAlert = useAlert();
  const [upload, setUpload] = useState<ImageFieldValue | null>(null);
  const setLogo = useSetLogo();
  const resetLogo = useResetLogo();
  const isBusy = setLogo.isPending || resetLogo.isPending;

  const save = () => {
    if (!upload) return;
    setLogo.mutate(upload.key, {
      onSuccess: () => {
        setUpload(null);
        showAlert('success', text.logoSaved);
      },
      onError: (error) => showAlert('error', userMessageOr(error, text.logoError)),
    });
  };
  const reset = () =>
    resetLogo.mutate(undefined, {
      onSuccess: () => {
        setUpload(null);
        showAlert('success', text.logoReset);
      },
      onError: (error) => showAlert('error', userMessageOr(error, text.logoError)),
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <SectionCard title={text.logoTitle} icon={ImageIcon}>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{text.currentLogo}</p>
          <div className="flex h-[70px] w-[200px] items-center justify-center rounded-lg border border-slate-200 bg-white dark:border-slate-700">
            {appearance.logoUrl ? (
              <img
                src={appearance.logoUrl}
                alt={text.currentLogo}
                width={200}
                height={70}
                className="h-[70px] w-[200px] object-contain"
              />
            ) : (
              <span className="px-2 text-center text-xs text-slate-600">{text.defaultLogo}</span>
            )}
          </div>
        </div>
        <ImageUploadField
          label={text.logoField}
          kind="logo"
          value={upload}
          onChange={setUpload}
          previewClassName="h-[70px] w-[200px]"
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={save} disabled={!upload} isBusy={setLogo.isPending}>
            {text.saveLogo}
          </Button>
          <Button
            variant="secondary"
            onClick={reset}
            disabled={isBusy || (!appearance.logoUrl && !upload)}
            isBusy={resetLogo.isPending}
          >
            {text.resetLogo}
          </Button>
        </div>
      </SectionCard>
      <SectionCard title={text.requirementsTitle} icon={CheckCircle2} className="h-fit">
        <ul className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
          {text.requirements.map((requirement) => (
            <li key={requirement} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
              {requirement}
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
