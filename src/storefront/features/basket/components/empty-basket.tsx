import { Link } from 'react-router';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';

/** The basket before ordering arrives: always empty, with the way back to the menu. */
export function EmptyBasket({ headingLevel = 1 }: { readonly headingLevel?: 1 | 2 }) {
  const { t } = useT();
  return (
    <StateMessage
      headingLevel={headingLevel}
      title={t('basket.empty')}
      text={t('basket.emptyHint')}
      action={
        <Link className="button button--primary" to={paths.home}>
          {t('basket.toMenu')}
        </Link>
      }
    />
  );
}
