import { Link, useNavigate } from 'react-router';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { updateOrderRequest } from '#storefront/lib/order-request-store.ts';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useOpenPromos } from '../api/open-promos.ts';
import { promoTerms, type OpenPromo } from '../promo-terms.ts';
import '../promos.css';

function PromoCard({ promo }: { readonly promo: OpenPromo }) {
  const { t, language } = useT();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const { discounts, terms } = promoTerms(promo, t, language);
  return (
    <li className="promo-card">
      <div className="promo-card__head">
        <h2 className="promo-card__code">{promo.code}</h2>
        {discounts.map((d) => (
          <p key={d} className="promo-card__discount">
            {d}
          </p>
        ))}
      </div>
      <ul className="promo-card__terms">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--primary"
        aria-label={t('extras.promos.applyCode', { code: promo.code })}
        onClick={() => {
          // The checkout reads the code from the order request; the quote there decides whether it applies.
          updateOrderRequest(merchantId, (request) => ({ ...request, promoCode: promo.code }));
          notify('success', t('extras.promos.applied', { code: promo.code }));
          void navigate(paths.checkout);
        }}
      >
        {t('extras.promos.apply')}
      </button>
    </li>
  );
}

/** /profile/promos: the promos open to the shopper now, with their terms; "Apply" carries one to checkout. */
export function PromosView() {
  useExtrasTexts();
  const { t } = useT();
  const promos = useOpenPromos();
  const toMenu = (
    <Link className="button" to={paths.home}>
      {t('common.toHome')}
    </Link>
  );
  return (
    <div className="promos">
      <h1 className="page-title">{t('extras.promos.title')}</h1>
      {promos.isPending || promos.error ? (
        <LoadState pending={promos.isPending} lines={4} error={promos.error} retry={promos.refetch} action={toMenu} />
      ) : promos.data.length === 0 ? (
        <StateMessage title={t('extras.promos.empty')} text={t('extras.promos.emptyHint')} action={toMenu} />
      ) : (
        <ul className="promos__list">
          {promos.data.map((promo) => (
            <PromoCard key={promo.code} promo={promo} />
          ))}
        </ul>
      )}
    </div>
  );
}
