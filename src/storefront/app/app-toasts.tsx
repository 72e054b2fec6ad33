import { useEffect } from 'react';
import type { ToasterProps } from '../components/ui/toaster.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { lazyModule } from '../lib/lazy-modules.tsx';
import { notify, toastStore, useToasts } from '../lib/toasts.ts';
import { takeLaterNotice } from '../lib/later-notice.ts';

const Toaster = lazyModule<ToasterProps>('src/storefront/components/ui/toaster.tsx');

const dismiss = (id: number) => toastStore.getState().dismiss(id);

/**
 * The page's notifications (SPEC point 9) in the corner the layout plan chooses, stacked 16 px
 * apart by the stylesheet. The stack is on the page from the first paint, empty, and the
 * notifications themselves come with the first one. After hydration, the notice the previous
 * page left (a logout's reason) joins them.
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
  return (
    <div className={`toasts toasts--${plan.position}`}>
      {toasts.length > 0 ? <Toaster toasts={toasts} durationMs={plan.durationMs} closeLabel={t('common.close')} onDismiss={dismiss} /> : null}
    </div>
  );
}
