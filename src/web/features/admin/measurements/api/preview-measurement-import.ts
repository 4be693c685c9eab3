import { useMutation } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';

/** Sends the analyser's CSV for the chosen client; the answer is the preview (nothing is written). */
export const previewMeasurementImport = ({ clientId, file }: { clientId: string; file: File }) =>
  call(adminApi.measurements.import.preview.$post({ form: { clientId, file } }));

export const usePreviewMeasurementImport = () => useMutation({ mutationFn: previewMeasurementImport });
