import { useEffect } from 'react';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useClientProfile } from '../api/get-client-profile.ts';
import { EmailChangeCard } from '../components/email-change-card.tsx';
import { PasswordChangeCard } from '../components/password-change-card.tsx';
import { ProfileInfoCard } from '../components/profile-info-card.tsx';
import { ThemeCard } from '../components/theme-card.tsx';
import { meProfileMessages } from '../messages.ts';

/** /kullanici/profil: four cards (spec 1 §2.9). */
export function Component() {
  const profile = useClientProfile();
  const showAlert = useAlert();
  useEffect(() => {
    if (profile.isError) showAlert('error', meProfileMessages.loadError);
  }, [profile.isError, showAlert]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={meProfileMessages.title} description={meProfileMessages.description} />
      <div className="flex flex-col gap-4">
        {profile.isPending ? (
          <div className="flex justify-center py-12 text-brand-700 dark:text-brand-200">
            <Spinner className="size-8" />
          </div>
        ) : profile.isError ? (
          <ErrorBox message={meProfileMessages.loadError} />
        ) : (
          <>
            <ProfileInfoCard profile={profile.data.profile} />
            <EmailChangeCard email={profile.data.profile.email} />
            <PasswordChangeCard />
          </>
        )}
        <ThemeCard />
      </div>
    </div>
  );
}
