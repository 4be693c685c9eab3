import { BarChart3, LineChart } from 'lucide-react';
import { lazy } from 'react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useClientReport } from '../api/get-client-report.ts';
import { AiAnalysis } from '../components/ai-analysis.tsx';
import { ClientPicker, useClientInAddress } from '../../clients/index.ts';
import { ClientConsentStatus } from '../../consents/index.ts';
import { ClientAccessLogCard } from '../../access-log/index.ts';
import { GoalList, MeasurementHistory, WaterHistory } from '../components/report-lists.tsx';
import { ReportProfile } from '../components/report-profile.tsx';
import { ReportAppointments } from '../components/report-appointments.tsx';
import { TrendCards } from '../components/trend-cards.tsx';
import { adminReportsMessages } from '../messages.ts';
import { DrawnWhenInView } from '../../../../components/screen/drawn-when-in-view.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';

// recharts is the heaviest part of the screen: its chunk loads only when a chart is drawn, and the
// chart is drawn when it comes into view (below the first screen on a phone).
const MeasurementChart = lazy(() => import('../components/measurement-chart.tsx'));

/** Danışan Raporu (/client-report): one request per client for the whole report (spec 2 §2). */
export function Component() {
  const [client, setClient] = useClientInAddress();
  const report = useClientReport(client?.id ?? null);

  return (
    <section>
      <PageHeader title={adminReportsMessages.title} description={adminReportsMessages.description} />
      {/* The picker sits beside the report only where the report keeps room for its header (issue #18). */}
      <div className="grid gap-6 2xl:grid-cols-[20rem_1fr]">
        <Card className="self-start">
          <ClientPicker selected={client} onSelect={setClient} />
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          {!client ? (
            <EmptyState text={adminReportsMessages.pickFirst} icon={BarChart3} />
          ) : (
            <QueryState
              query={report}
              errorText={adminReportsMessages.loadError}
              retryText={adminReportsMessages.retry}
            >
              {(data) => <ReportBody data={data} />}
            </QueryState>
          )}
        </div>
      </div>
    </section>
  );
}

function ReportBody({ data }: { data: NonNullable<ReturnType<typeof useClientReport>['data']> }) {
  const { measurements } = data;
  const newest = measurements[0];
  const oldest = measurements[measurements.length - 1];
  return (
    <>
      <ReportProfile client={data.client} latestFatRatio={newest?.fatRatio ?? null} fatBand={data.fatBand} />
      <ClientConsentStatus clientId={data.client.id} />
      <Card>
        <h2 className="mb-4 text-lg font-semibold">{adminReportsMessages.summaryTitle}</h2>
        {measurements.length === 0 || !newest || !oldest ? (
          <EmptyState text={adminReportsMessages.noMeasurements} icon={LineChart} />
        ) : (
          <>
            <dl className="mb-4 grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-slate-600 dark:text-slate-300">{adminReportsMessages.measurementCount}</dt>
                <dd className="text-lg font-semibold">{measurements.length}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-300">{adminReportsMessages.firstMeasurement}</dt>
                <dd className="font-semibold">{formatTurkishDate(oldest.measurementDate)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-300">{adminReportsMessages.lastMeasurement}</dt>
                <dd className="font-semibold">{formatTurkishDate(newest.measurementDate)}</dd>
              </div>
            </dl>
            <TrendCards measurements={measurements} />
          </>
        )}
      </Card>
      {measurements.length > 0 && (
        <Card>
          <h2 className="mb-4 text-lg font-semibold">{adminReportsMessages.chartTitle}</h2>
          {measurements.length < 2 ? (
            <p className="text-slate-600 dark:text-slate-300">{adminReportsMessages.chartNeedsTwo}</p>
          ) : (
            <DrawnWhenInView
              placeholder={
                <div className="flex h-72 items-center justify-center">
                  <Spinner className="size-8 text-brand-600" />
                </div>
              }
            >
              <MeasurementChart measurements={measurements} />
            </DrawnWhenInView>
          )}
        </Card>
      )}
      <AiAnalysis
        clientId={data.client.id}
        isConfigured={data.aiConfigured}
        hasMeasurements={measurements.length > 0}
      />
      {measurements.length > 0 && <MeasurementHistory measurements={measurements} />}
      <WaterHistory days={data.water} />
      <GoalList goals={data.goals} />
      <ReportAppointments counts={data.appointments} />
      <ClientAccessLogCard clientId={data.client.id} />
    </>
  );
}
