import { QueryState } from '../../../../components/screen/query-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useAgeFatRatios } from '../api/get-age-fat-ratios.ts';
import { AgeFatRatiosForm } from '../components/age-fat-ratios-form.tsx';
import { adminIdealValuesMessages } from '../messages.ts';

/** Ideal fat values (/fat-values): the age-based fat table of both genders. */
export function Component() {
  const ratios = useAgeFatRatios();
  return (
    <section>
      <PageHeader title={adminIdealValuesMessages.fatTitle} description={adminIdealValuesMessages.fatDescription} />
      <QueryState
        query={ratios}
        errorText={adminIdealValuesMessages.fatLoadError}
        loadingText={adminIdealValuesMessages.loading}
      >
        {(data) => <AgeFatRatiosForm saved={data} />}
      </QueryState>
    </section>
  );
}
