import { Spinner } from '../../../../components/ui/spinner.tsx';

/** What a client dialog shows for the moment its form's code is on its way. */
export function ClientFormPending() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner className="size-8 text-brand-600" />
    </div>
  );
}
