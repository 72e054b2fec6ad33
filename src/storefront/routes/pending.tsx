import { Link } from 'react-router';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useT } from '../i18n/use-t.ts';
import { paths } from '../lib/paths.ts';
import { usePendingTexts } from '../i18n/use-pending-texts.ts';

/** Routes of the plan whose screens come with ordering and login (basket flow, profile, orders). */
export default function PendingRoute() {
  usePendingTexts();
  const { t } = useT();
  return (
    <StateMessage
      headingLevel={1}
      title={t('pending.title')}
      text={t('pending.text')}
      action={
        <Link className="button button--primary" to={paths.home}>
          {t('common.toHome')}
        </Link>
      }
    />
  );
}
