import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import { type LegalTextKind, legalTextPaths, legalTextTitles } from '../../../../../shared/legal-text-constants.ts';
import type { AdminLegalTextSummary } from '../../../../../shared/schemas/legal-texts.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useLegalTexts } from '../api/get-legal-texts.ts';
import { LegalTextEditor } from '../components/legal-text-editor.tsx';
import { adminLegalTextsMessages as messages } from '../messages.ts';

/**
 * KVKK Metinleri (/legal-texts, issue #43, ADR 0076): the five texts with their current version; the
 * one being edited is in the address (`?metin=privacy-notice`), so a reload or a link keeps it open.
 */
export function Component() {
  const legalTexts = useLegalTexts();
  const [selectedKind, setSelectedKind] = useState<LegalTextKind | null>(null);
  const columns: Column<AdminLegalTextSummary>[] = [
    { header: messages.columnText, cell: (row) => legalTextTitles[row.kind], isRowHeader: true },
    { header: messages.columnVersion, cell: (row) => (row.version === null ? messages.noVersion : row.version) },
    {
      header: messages.columnDate,
      cell: (row) => (row.publishedAt ? formatTurkishDateTime(row.publishedAt) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      header: messages.columnActions,
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={messages.editTitle(legalTextTitles[row.kind])}
            onClick={() => setSelectedKind(row.kind)}
          >
            {messages.edit}
          </Button>
          <a
            href={legalTextPaths[row.kind]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${legalTextTitles[row.kind]}: ${messages.publicPage}`}
            className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap px-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-200"
          >
            {messages.publicPage}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      ),
    },
  ];
  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <QueryState query={legalTexts} errorText={messages.loadError} retryText={messages.retry}>
        {(data) => (
          <DataTable
            label={messages.listLabel}
            columns={columns}
            rows={data.legalTexts}
            getKey={(row) => row.kind}
            isCurrentRow={(row) => row.kind === selectedKind}
          />
        )}
      </QueryState>
      {selectedKind && <LegalTextEditor key={selectedKind} kind={selectedKind} />}
    </section>
  );
}
