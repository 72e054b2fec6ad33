import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { ToasterProps } from '../components/ui/toaster.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { lazyModule } from '../lib/lazy-modules.tsx';
import { notify, toastStore, useToastHost, useToasts } from '../lib/toasts.ts';
import { takeLaterNotice } from '../lib/later-notice.ts';

const Toaster = lazyModule<ToasterProps>('src/storefront/components/ui/toaster.tsx');

const dismiss = (id: number) => toastStore.getState().dismiss(id);

/** Scrolled this far, the page has moved on: a notice about it goes (as it does at a touch). */
const SCROLLED_ON_PX = 48;

/**
 * The page's notifications (SPEC point 9) in the corner the layout plan chooses at each width,
 * stacked 16 px apart by the stylesheet. The stack is on the page from the first paint, empty,
 * and the notifications themselves come with the first one; while a modal dialog is open they
 * show in it, above it (nothing outside a modal dialog can be seen or used). After hydration,
 * the notice the previous page left (a logout's reason) joins them.
 */
export function AppToasts() {
  const { t } = useT();
  const { toasts: plan } = usePlan();
  const toasts = useToasts();
  const host = useToastHost();
  const untilScroll = toasts
    .filter((toast) => toast.untilScroll)
    .map((toast) => toast.id)
    .join();
  useEffect(() => {
    if (!untilScroll) return;
    const from = scrollY;
    const go = () => {
      for (const id of untilScroll.split(',')) dismiss(Number(id));
    };
    const onScroll = () => {
      if (Math.abs(scrollY - from) >= SCROLLED_ON_PX) go();
    };
    addEventListener('scroll', onScroll, { passive: true });
    // The shopper's first touch, on the notice or beside it, sends it away too: a button it lay
    // over is in sight for the next one.
    addEventListener('pointerdown', go, true);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('pointerdown', go, true);
    };
  }, [untilScroll]);
  useEffect(() => {
    const notice = takeLaterNotice();
    if (notice) notify(notice.tone, t(notice.key));
    // Once per page: the notice is taken when read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { phone, tablet, desktop } = plan.position;
  const className = `toasts toasts--${phone} toasts--tablet-${tablet} toasts--desktop-${desktop}`;
  const shown = toasts.length > 0 ? <Toaster toasts={toasts} durationMs={plan.durationMs} closeLabel={t('common.close')} onDismiss={dismiss} /> : null;
  return (
    <>
      <div className={className}>{host ? null : shown}</div>
      {host ? createPortal(<div className={className}>{shown}</div>, host) : null}
    </>
  );
}
