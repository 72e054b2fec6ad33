import { useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '#storefront/components/ui/dialog.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { endSession } from '#storefront/lib/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useLogout } from '../api/logout.ts';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * Signing out, and deleting the account behind a confirmation. Both end the session the same way
 * (SPEC point 4: storage and cookies cleared, back to /), with a notice on the next page. A
 * sign-out ends the session here even when the server cannot be reached: the token is
 * forgotten either way.
 */
export function AccountActions() {
  const { t } = useT();
  const { merchantId } = useBrand();
  const { pathname } = useLocation();
  const logout = useLogout();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const signOut = () => {
    logout.mutate(undefined, {
      onSettled: () => endSession(merchantId, { key: 'notice.signedOut', tone: 'success' }),
    });
  };

  const deleteAccount = () => {
    remove.mutate(undefined, {
      onSuccess: () => endSession(merchantId, { key: 'notice.deleted', tone: 'success' }),
    });
  };

  return (
    <div className="account-actions">
      <SubmitButton type="button" tone="plain" pending={logout.isPending} pendingLabel={t('account.signingOut')} onClick={signOut}>
        {t('account.signOut')}
      </SubmitButton>
      <button type="button" className="button button--block button--danger-text" onClick={() => setConfirming(true)}>
        {t('account.deleteAccount')}
      </button>
      {confirming ? (
        <Dialog
          variant="center"
          label={t('account.deleteTitle')}
          closeLabel={t('common.close')}
          closeHref={pathname}
          onClose={() => {
            if (remove.isPending) return;
            remove.reset();
            setConfirming(false);
          }}
        >
          <div className="confirm-dialog">
            <h2 className="confirm-dialog__title">{t('account.deleteTitle')}</h2>
            <p>{t('account.deleteText')}</p>
            <FormError error={remove.error} />
            <div className="form__actions">
              <SubmitButton type="button" tone="danger" pending={remove.isPending} pendingLabel={t('account.deleting')} onClick={deleteAccount}>
                {t('account.deleteConfirm')}
              </SubmitButton>
              <button
                type="button"
                className="button button--block"
                onClick={() => {
                  if (remove.isPending) return;
                  remove.reset();
                  setConfirming(false);
                }}
              >
                {t('account.cancel')}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
