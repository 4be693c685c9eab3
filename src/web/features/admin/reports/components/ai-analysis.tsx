import { Info, Sparkles } from 'lucide-react';
import { reportAnalysisMessages } from '../../../../../shared/schemas/reports.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useCreateClientAnalysis } from '../api/create-client-analysis.ts';
import { adminReportsMessages } from '../messages.ts';

/**
 * The AI analysis of the latest measurements, made on the server. Without a configured provider the
 * card says so instead of offering a button that cannot work.
 */
export function AiAnalysis({
  clientId,
  isConfigured,
  hasMeasurements,
}: {
  clientId: string;
  isConfigured: boolean;
  hasMeasurements: boolean;
}) {
  const analysis = useCreateClientAnalysis();
  const errorText = analysis.error ? userMessageOr(analysis.error, reportAnalysisMessages.failed) : null;
  return (
    <Card>
      <h2 id="ai-analysis-title" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />{' '}
        {adminReportsMessages.aiTitle}
      </h2>
      {!isConfigured ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {reportAnalysisMessages.notConfigured}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{adminReportsMessages.aiIntro}</p>
          {errorText && <ErrorBox message={errorText} />}
          {analysis.data && (
            <div
              aria-live="polite"
              className="rounded-lg bg-brand-50 p-4 text-sm leading-relaxed whitespace-pre-wrap text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            >
              {analysis.data.analysis}
            </div>
          )}
          <div>
            <Button onClick={() => analysis.mutate(clientId)} isBusy={analysis.isPending} disabled={!hasMeasurements}>
              <Sparkles aria-hidden="true" className="size-4" />
              {analysis.isPending
                ? adminReportsMessages.aiBusy
                : analysis.data
                  ? adminReportsMessages.aiAgain
                  : adminReportsMessages.aiButton}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
