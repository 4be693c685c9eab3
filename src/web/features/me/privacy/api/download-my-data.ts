import { useMutation } from '@tanstack/react-query';
import { meApi } from '../../../../lib/api-client.ts';
import { ApiError, networkErrorMessage, readApiResponse } from '../../../../lib/api.ts';

type MyDataFile = { blob: Blob; fileName: string };

/** The two forms of the same data (ADR 0073): machine-readable JSON, readable PDF. */
export type MyDataFormat = 'json' | 'pdf';

const requestMyData = (format: MyDataFormat) =>
  format === 'pdf' ? meApi.privacy['data-export'].pdf.$get() : meApi.privacy['data-export'].$get();

/** The download as a file: its bytes and the name the server gave it (Content-Disposition). */
async function getMyDataFile(format: MyDataFormat): Promise<MyDataFile> {
  let response: Awaited<ReturnType<typeof requestMyData>>;
  try {
    response = await requestMyData(format);
  } catch {
    throw new ApiError(0, 'network', networkErrorMessage);
  }
  // A failure throws ApiError with the server's Turkish message (a 429 says when to try again).
  if (!response.ok) await readApiResponse(response as unknown as Response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `denge-verilerim.${format}`;
  return { blob: await response.blob(), fileName };
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
function saveFile({ blob, fileName }: MyDataFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The 'Verilerimi indir' buttons' command, the format as its variable: fetched first, so a failure is
 * shown on the page, not as a broken file.
 */
export const useDownloadMyData = () =>
  useMutation({ mutationFn: async (format: MyDataFormat) => saveFile(await getMyDataFile(format)) });
