import { DownloadLink } from '../../../../components/ui/download-link.tsx';
import { clientDataExportUrl, clientDataPdfUrl } from '../api/client-data-export-url.ts';
import { adminClientsMessages } from '../messages.ts';

/**
 * 'Verilerini indir': the client's data as their own 'Verilerim' download has it (KVKK Article 11), as
 * JSON and as a readable PDF, for answering a request or keeping a copy before an erasure. Each
 * download is in the audit trail.
 */
export function ClientDataDownload({ clientId, clientName }: { clientId: string; clientName: string }) {
  return (
    <span className="inline-flex flex-wrap gap-2">
      <DownloadLink
        href={clientDataPdfUrl(clientId)}
        label={`${clientName}: ${adminClientsMessages.downloadDataPdfLabel}`}
      >
        {adminClientsMessages.downloadDataPdf}
      </DownloadLink>
      <DownloadLink href={clientDataExportUrl(clientId)} label={`${clientName}: ${adminClientsMessages.downloadData}`}>
        {adminClientsMessages.downloadData}
      </DownloadLink>
    </span>
  );
}
