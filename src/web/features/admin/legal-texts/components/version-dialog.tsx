import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import { type LegalTextKind, legalTextTitles } from '../../../../../shared/legal-text-constants.ts';
import { useLegalTextVersion } from '../api/get-legal-text-version.ts';
import { adminLegalTextsMessages as messages } from '../messages.ts';
import { LegalTextBody } from '../../../../components/legal-text-body.tsx';

/** An older version, read-only: what a person who accepted it was shown. */
export function VersionDialog({
  kind,
  version,
  onClose,
}: {
  kind: LegalTextKind;
  version: number;
  onClose: () => void;
}) {
  const legalText = useLegalTextVersion(kind, version);
  return (
    <Dialog isOpen onClose={onClose} title={messages.versionTitle(legalTextTitles[kind], version)}>
      <QueryState query={legalText} errorText={messages.versionLoadError}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600 dark:text-slate-300">{formatTurkishDateTime(data.publishedAt)}</p>
            <LegalTextBody html={data.body} />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
