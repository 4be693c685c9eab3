import type { ReactNode } from 'react';
import type { AdminSiteSettings } from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { getSiteSettingsQueryOptions, useSiteSettings } from '../api/site-settings.ts';
import { adminContentMessages } from '../messages.ts';

/**
 * A screen that edits a part of the site's one settings row (Ana sayfa ayarları, WhatsApp ayarları):
 * its heading, the row's read, then its form with the row.
 */
export function SiteSettingsScreen({
  title,
  description,
  loadError,
  renderForm,
}: {
  title: string;
  description: string;
  loadError: string;
  renderForm: (settings: AdminSiteSettings) => ReactNode;
}) {
  const settings = useSiteSettings();
  return (
    <section>
      <PageHeader title={title} description={description} />
      <QueryState query={settings} errorText={loadError} retryText={adminContentMessages.common.retry}>
        {(data) => renderForm(data.siteSettings)}
      </QueryState>
    </section>
  );
}

/** A settings form's save at the version it read: a stale save reads the row again and `fill`s the form with it. */
export const useSiteSettingsEdit = (settings: AdminSiteSettings, fill: (current: AdminSiteSettings) => void) =>
  useVersionedEdit({
    record: settings,
    current: { query: getSiteSettingsQueryOptions(), pick: (data) => data.siteSettings },
    fill,
  });
