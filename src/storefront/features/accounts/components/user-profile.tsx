import { useSession } from '#storefront/lib/session.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { AccountActions } from './account-actions.tsx';
import { PhoneChange } from './phone-change.tsx';
import { UserForm } from './user-form.tsx';
import { useProfileTexts } from '#storefront/i18n/use-profile-texts.ts';
import '#storefront/components/ui/forms.css';
import '../accounts.css';

/** /profile/user: the shopper's details, their phone, signing out and deleting the account. */
export function UserProfile() {
  useProfileTexts();
  const { t } = useT();
  const { user } = useSession();
  return (
    <div className="profile">
      <h1 className="page-title">{t('profile.user')}</h1>
      {user ? (
        <>
          <UserForm user={user} />
          <PhoneChange user={user} />
        </>
      ) : null}
      <AccountActions />
    </div>
  );
}
