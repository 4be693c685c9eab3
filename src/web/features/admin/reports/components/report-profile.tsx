import { genderLabels } from '../../../../../shared/constants.ts';
import { formatNumber, formatTurkishDate } from '../../../../../shared/format.ts';
import { type AgeFatBand, ageBandLabel } from '../../../../../shared/fat-levels.ts';
import type { ReportClient } from '../../../../../shared/schemas/reports.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { DownloadLink } from '../../../../components/ui/download-link.tsx';
import { FatLevelBadge } from '../../../../components/ui/fat-level-badge.tsx';
import { ConversationLink } from '../../messages/index.ts';
import { clientReportPdfUrl } from '../api/client-report-pdf-url.ts';
import { adminReportsMessages } from '../messages.ts';

/**
 * The report's header: who the client is (name, e-mail, phone, gender, age, start date), and where
 * the latest fat ratio falls for their age and gender (İdeal Yağ Değerleri), and the whole report as a PDF.
 */
export function ReportProfile({
  client,
  latestFatRatio,
  fatBand,
}: {
  client: ReportClient;
  latestFatRatio: number | null;
  fatBand: AgeFatBand | null;
}) {
  const items = [
    [adminReportsMessages.profile.email, client.email],
    [adminReportsMessages.profile.phone, client.phone],
    [adminReportsMessages.profile.gender, genderLabels[client.gender]],
    [adminReportsMessages.profile.age, String(client.age)],
    [adminReportsMessages.profile.startDate, formatTurkishDate(client.startDate)],
  ] as const;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">{client.name}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <ConversationLink clientId={client.id} clientName={client.name} />
          <DownloadLink href={clientReportPdfUrl(client.id)}>{adminReportsMessages.downloadPdf}</DownloadLink>
        </div>
      </div>
      {/* Columns as wide as their content needs: an e-mail address or a phone number never breaks. */}
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium whitespace-nowrap text-slate-900 max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere] dark:text-slate-100">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {latestFatRatio !== null && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <span>{adminReportsMessages.fatLevel(formatNumber(latestFatRatio))}</span>
          {fatBand ? (
            <>
              <FatLevelBadge fatRatio={latestFatRatio} band={fatBand} />
              <span className="text-slate-600 dark:text-slate-300">
                {adminReportsMessages.fatLevelBand(
                  ageBandLabel(fatBand.ageStart, fatBand.ageEnd),
                  genderLabels[client.gender],
                )}
              </span>
            </>
          ) : (
            <span className="text-slate-600 dark:text-slate-300">{adminReportsMessages.fatLevelMissing}</span>
          )}
        </p>
      )}
    </Card>
  );
}
