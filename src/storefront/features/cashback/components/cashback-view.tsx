import { Link } from 'react-router';
import { formatMoney } from '#domain/pricing';
import { useHomeOrderSetting } from '#storefront/features/checkout/api/get-order-setting.ts';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useProfileTexts } from '#storefront/i18n/use-profile-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import '../cashback.css';

/**
 * /profile/cashback: the shopper's cashback balance (User `cashback`), what an order earns (the
 * percent of the shopper's city, #domain/cashback), and where it is spent (at checkout).
 */
export function CashbackView() {
  useProfileTexts();
  const { t, language } = useT();
  const { user } = useSession();
  const percent = useHomeOrderSetting().data?.cashbackPercent ?? 0;
  return (
    <div className="profile cashback">
      <h1 className="page-title">{t('profile.cashback')}</h1>
      <section className="cashback__balance" aria-labelledby="cashback-balance">
        <h2 id="cashback-balance" className="section-title">
          {t('profile.cashbackBalance')}
        </h2>
        {user ? (
          <p className="cashback__amount" data-testid="cashback-balance">
            {formatMoney(user.cashback ?? 0, language)}
          </p>
        ) : (
          <Skeleton className="skeleton--title" />
        )}
      </section>
      {percent > 0 ? <p>{t('profile.cashbackEarn', { percent })}</p> : null}
      <p>{t('profile.cashbackSpend')}</p>
      <div className="checkout__row">
        <Link className="button button--primary" to={paths.home}>
          {t('profile.cashbackToMenu')}
        </Link>
        <Link className="button" to={paths.profileOrders}>
          {t('profile.orders')}
        </Link>
      </div>
    </div>
  );
}
