import { useEffect } from 'react';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useProfile } from '../api/get-profile.ts';
import { EmailChangeCard } from '../components/email-change-card.tsx';
import { PasswordChangeCard } from '../components/password-change-card.tsx';
import { ProfileInfoCard } from '../components/profile-info-card.tsx';
import { ThemeCard } from '../components/theme-card.tsx';
import { meProfileMessages } from '../messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { MailConsentCard } from '../../mail/index.ts';
import { MyDataCard } from '../../privacy/index.ts';
import { MyKvkkRequestsCard } from '../../kvkk-requests/index.ts';
import { MyConsentsCard } from '../../consents/index.ts';
import { MyAccessLogCard } from '../../access-log/index.ts';
import { PushCard } from '../../push/index.ts';
import { RemindersCard } from '../../reminders/index.ts';

/** /kullanici/profil: four cards (spec 1 §2.9), plus 'Bildirimler' (web push), 'Hatırlatıcılar' (the client's own reminders), the commercial e-mail consent (İYS), 'Verilerim' with the KVKK requests and 'Kayıtlarımı kimler görüntüledi' (KVKK). */
export function Component() {
  const profile = useProfile();
  const showAlert = useAlert();
  useEffect(() => {
    if (profile.isError) showAlert('error', meProfileMessages.loadError);
  }, [profile.isError, showAlert]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={meProfileMessages.title} description={meProfileMessages.description} />
      <div className="flex flex-col gap-4">
        <QueryState query={profile} errorText={meProfileMessages.loadError}>
          {(data) => (
            <>
              <ProfileInfoCard profile={data.profile} />
              <EmailChangeCard email={data.profile.email} />
              <PasswordChangeCard />
            </>
          )}
        </QueryState>
        <PushCard />
        <RemindersCard />
        <MailConsentCard />
        <MyConsentsCard />
        <MyDataCard />
        <MyKvkkRequestsCard />
        <MyAccessLogCard />
        <ThemeCard />
      </div>
    </div>
  );
}
