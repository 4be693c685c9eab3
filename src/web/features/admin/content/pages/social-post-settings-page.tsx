import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { adminContentMessages } from '../messages.ts';

const messages = adminContentMessages.socialMedia;

/** Gönderi ayarları (/social-media/post-settings): a placeholder in the spec (§2.2), kept as one. */
export function Component() {
  return (
    <section>
      <PageHeader title={messages.postTitle} />
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {messages.placeholder}
      </p>
    </section>
  );
}
