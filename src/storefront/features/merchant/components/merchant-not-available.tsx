import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';

/** Shown when no merchant answers to this address (startup aborted, storage cleared). */
export function MerchantNotAvailable() {
  const { t } = useT();
  return (
    <StateMessage
      tone="error"
      headingLevel={1}
      title={t('merchant.notAvailableTitle')}
      text={t('merchant.notAvailable')}
      action={
        <a className="button button--primary" href="/">
          {t('common.retry')}
        </a>
      }
    />
  );
}
