import { Link } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { paths } from '../../../lib/paths.ts';

/** The basket before ordering arrives: always empty, with the way back to the menu. */
export function EmptyBasket() {
  const { t } = useT();
  return (
    <StateMessage
      headingLevel={1}
      title={t('basket.empty')}
      text={t('basket.emptyHint')}
      action={<Link className="button button--primary" to={paths.home}>{t('basket.toMenu')}</Link>}
    />
  );
}
