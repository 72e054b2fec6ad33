/** The studio's page states without a screen: loading, and a host that names no brand. */
import { useStudioT } from '../i18n/i18n.ts';

export function NoBrand() {
  const { t } = useStudioT();
  return (
    <main className="studio-empty">
      <p role="alert">{t('app.noBrand')}</p>
    </main>
  );
}

export function Loading() {
  const { t } = useStudioT();
  return (
    <p className="studio-loading" role="status">
      {t('app.loading')}
    </p>
  );
}
