import { useEffect } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { notify, takeLaterNotice, toastStore, useToasts } from '../lib/toasts.ts';

const dismiss = (id: number) => toastStore.getState().dismiss(id);

/**
 * The page's notifications where the layout plan puts them; after hydration, the notice the
 * previous page left (a logout's reason) joins them.
 */
export function AppToasts() {
  const { t } = useT();
  const { toasts: plan } = usePlan();
  const toasts = useToasts();
  useEffect(() => {
    const notice = takeLaterNotice();
    if (notice) notify(notice.tone, t(notice.key));
    // Once per page: the notice is taken when read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Toaster toasts={toasts} position={plan.position} durationMs={plan.durationMs} closeLabel={t('common.close')} onDismiss={dismiss} />;
}
