import { Gauge, Ruler } from 'lucide-react';
import {
  abdominalFatFields,
  abdominalFatLabels,
  abdominalFatSchema,
  bodyCompositionFields,
  bodyCompositionLabels,
  bodyCompositionSchema,
} from '../../../../../shared/schemas/ideal-values.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useIdealValues } from '../api/get-ideal-values.ts';
import { useSaveAbdominalFat, useSaveBodyComposition } from '../api/save-ideal-values.ts';
import { IdealValuesForm } from '../components/ideal-values-form.tsx';
import { adminIdealValuesMessages } from '../messages.ts';

/** Ideal values (/ideal-values): the body-composition thresholds and the abdominal-fat ratios. */
export function Component() {
  const showAlert = useAlert();
  const idealValues = useIdealValues();
  const saveBody = useSaveBodyComposition();
  const saveAbdominal = useSaveAbdominalFat();

  return (
    <section>
      <PageHeader title={adminIdealValuesMessages.title} description={adminIdealValuesMessages.description} />
      <QueryState
        query={idealValues}
        errorText={adminIdealValuesMessages.loadError}
        loadingText={adminIdealValuesMessages.loading}
      >
        {(data) => (
          <div className="grid gap-6 xl:grid-cols-2">
            <IdealValuesForm
              // A new saved row remounts the form with the values just saved.
              key={`body-${data.bodyComposition.savedAt}`}
              title={adminIdealValuesMessages.bodyCompositionTitle}
              icon={Ruler}
              fields={bodyCompositionFields}
              labels={bodyCompositionLabels}
              schema={bodyCompositionSchema}
              saved={data.bodyComposition}
              isSaving={saveBody.isPending}
              error={saveBody.error}
              onSave={(values, handlers) =>
                saveBody.mutate(values, {
                  onSuccess: () => {
                    handlers.onSuccess();
                    showAlert('success', adminIdealValuesMessages.saved);
                  },
                  onError: handlers.onError,
                })
              }
            />
            <IdealValuesForm
              key={`abdominal-${data.abdominalFat.savedAt}`}
              title={adminIdealValuesMessages.abdominalFatTitle}
              icon={Gauge}
              fields={abdominalFatFields}
              labels={abdominalFatLabels}
              schema={abdominalFatSchema}
              saved={data.abdominalFat}
              isSaving={saveAbdominal.isPending}
              error={saveAbdominal.error}
              onSave={(values, handlers) =>
                saveAbdominal.mutate(values, {
                  onSuccess: () => {
                    handlers.onSuccess();
                    showAlert('success', adminIdealValuesMessages.saved);
                  },
                  onError: handlers.onError,
                })
              }
            />
          </div>
        )}
      </QueryState>
    </section>
  );
}
