import { zodResolver } from '@hookform/resolvers/zod';
import { LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminFixedSection,
  type SaveFixedSectionInput,
  saveFixedSectionSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { useRowCommand } from '../../../../lib/use-managed-rows.ts';
import { useRecordForm } from '../../../../lib/use-record-form.ts';
import {
  getFixedSectionsQueryOptions,
  useFixedSections,
  useSaveFixedSection,
  useSetFixedSectionActive,
} from '../api/fixed-sections.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { RecordForm } from '../components/record-form.tsx';
import { adminContentMessages } from '../messages.ts';

const messages = adminContentMessages.fixedSections;
const common = adminContentMessages.common;

const toForm = (section: AdminFixedSection): SaveFixedSectionInput => ({
  title: section.title,
  content: section.content ?? '',
  buttonText: section.buttonText,
  buttonLink: section.buttonLink,
  isActive: section.isActive,
});

/** Sabit bölümler (/fixed-sections-settings): hero and contact, edited in place one at a time. */
export function Component() {
  const sections = useFixedSections();
  const setActive = useSetFixedSectionActive();
  const toggle = useRowCommand(setActive, { successText: common.statusUpdated, errorText: common.statusError });
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <QueryState
        query={sections}
        errorText={messages.loadError}
        retryText={common.retry}
        isEmpty={(data) => data.fixedSections.length === 0}
        empty={<EmptyState text={messages.empty} icon={LayoutTemplate} />}
      >
        {(data) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {data.fixedSections.map((section) => (
              <SectionCard
                key={section.id}
                title={messages.types[section.sectionType]}
                icon={LayoutTemplate}
                action={
                  <ActiveToggle
                    name={messages.types[section.sectionType]}
                    isActive={section.isActive}
                    isBusy={setActive.isPending}
                    onToggle={(isActive) => toggle({ id: section.id, isActive })}
                  />
                }
              >
                {editingId === section.id ? (
                  <FixedSectionForm section={section} onDone={() => setEditingId(null)} />
                ) : (
                  <div className="flex flex-col gap-2">
                    <p className="font-semibold text-slate-900 dark:text-white">{section.title}</p>
                    {section.sectionType === 'hero' && section.content && (
                      <p className="text-sm text-slate-700 dark:text-slate-300">{section.content}</p>
                    )}
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {section.buttonText} → {section.buttonLink}
                    </p>
                    <div>
                      <Button
                        variant="secondary"
                        // One section at a time (spec 3 §4): the other waits until this one is saved or cancelled.
                        disabled={editingId !== null}
                        title={editingId !== null ? messages.busyElsewhere : undefined}
                        aria-label={`${messages.types[section.sectionType]} ${common.edit.toLowerCase()}`}
                        onClick={() => setEditingId(section.id)}
                      >
                        {common.edit}
                      </Button>
                    </div>
                  </div>
                )}
              </SectionCard>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function FixedSectionForm({ section, onDone }: { section: AdminFixedSection; onDone: () => void }) {
  const form = useRecordForm({
    record: section,
    id: section.id,
    resolver: zodResolver(saveFixedSectionSchema),
    toForm,
    current: { query: getFixedSectionsQueryOptions(), rowsOf: (data) => data.fixedSections },
    save: useSaveFixedSection(),
    savedText: messages.saved,
    fields: ['title', 'content', 'buttonText', 'buttonLink'],
    onDone,
  });

  return (
    <RecordForm form={form} saveErrorText={messages.saveError} submitText={common.save}>
      <TextField label={messages.fieldTitle} autoComplete="off" {...form.field('title')} />
      {section.sectionType === 'hero' && (
        <TextareaField label={messages.fieldContent} rows={3} {...form.field('content')} />
      )}
      <TextField label={messages.fieldButtonText} autoComplete="off" {...form.field('buttonText')} />
      <TextField label={messages.fieldButtonLink} autoComplete="off" {...form.field('buttonLink')} />
      <CheckboxField label={messages.fieldActive} {...form.register('isActive')} />
    </RecordForm>
  );
}
