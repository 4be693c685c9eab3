import { Download, FileJson } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { type MyDataFormat, useDownloadMyData } from '../api/download-my-data.ts';
import { mePrivacyMessages as messages } from '../messages.ts';

const formats: { format: MyDataFormat; label: string }[] = [
  { format: 'pdf', label: messages.downloadPdf },
  { format: 'json', label: messages.download },
];

/**
 * The profile's 'Verilerim': the client downloads all their data (KVKK Article 11, ADR 0073), as a
 * readable PDF or as machine-readable JSON.
 */
export function MyDataCard() {
  const download = useDownloadMyData();
  return (
    <SectionCard title={messages.title} icon={FileJson}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.hint}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{messages.fileHint}</p>
      {download.isError && <ErrorBox message={userMessageOr(download.error, messages.downloadError)} />}
      <div className="flex flex-wrap gap-2">
        {formats.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            isBusy={download.isPending && download.variables === format}
            disabled={download.isPending}
            onClick={() => download.mutate(format)}
          >
            <Download aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
      </div>
    </SectionCard>
  );
}
