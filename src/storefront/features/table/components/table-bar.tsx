import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { useTableTexts } from '#storefront/i18n/use-table-texts.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { withoutTableParam } from '#storefront/lib/paths.ts';
import { tableStore, useSeatedTable, type SeatedTable } from '#storefront/lib/table-store.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useCallWaiter, useTableCalls, useTableCode } from '../api/table-calls.ts';
import { noticeStatus, type CallNotice } from '../call-notice.ts';
import '../table.css';

type CallKind = 'WAITER' | 'BILL';
const KINDS: readonly CallKind[] = ['WAITER', 'BILL'];

/** A table's name as the shopper reads it: "Stol 4" for a bare number, else its own name ("Supa 1"). */
function useTableName() {
  const { t } = useT();
  return (name: string) => (/^\d+$/.test(name) ? t('table.numbered', { name }) : name);
}

/** The seated table: where, the two calls with their live status, and leaving. */
function SeatedBar({ seated }: { readonly seated: SeatedTable }) {
  const { t, language } = useT();
  const localized = useLocalized();
  const tableName = useTableName();
  const { merchantId } = useBrand();
  const branches = useBranches();
  const calls = useTableCalls(seated.token);
  const call = useCallWaiter(seated.token);
  const [message, setMessage] = useState<{ readonly tone: 'info'; readonly notice: CallNotice } | { readonly tone: 'error'; readonly text: string } | null>(
    null,
  );
  const branch = branches.data?.find((b) => b.id === seated.branchId);
  const refused = calls.error ? toApiError(calls.error) : null;

  // The server no longer takes the code (the table is gone, dine-in is off): the shopper sits nowhere.
  useEffect(() => {
    if (refused?.status !== 404) return;
    tableStore(merchantId).getState().leave();
    notify('error', t('table.invalid'));
  }, [refused?.status, merchantId, t]);

  const press = (kind: CallKind) => {
    const open = calls.data?.find((c) => c.kind === kind && c.status !== 'DONE');
    setMessage(null);
    call.mutate(kind, {
      // A second press while a call is open answers that call: the shopper sees it is on its way.
      onSuccess: (answer) => setMessage({ tone: 'info', notice: { callId: answer.id, kind, repeated: open?.id === answer.id, answered: answer.status } }),
      onError: (error) => setMessage({ tone: 'error', text: toApiError(error).description[language] }),
    });
  };

  let messageText = '';
  if (message?.tone === 'error') messageText = message.text;
  else if (message) {
    const status = t(`table.status.${noticeStatus(message.notice, calls.data)}`);
    messageText = message.notice.repeated ? t('table.alreadyOpen', { status }) : `${t(`table.kind.${message.notice.kind}`)}: ${status}`;
  }
  const shown = (calls.data ?? []).filter((c, i, all) => all.findIndex((other) => other.kind === c.kind) === i);
  const where = branch ? t('table.seatedAt', { table: tableName(seated.name), branch: localized(branch.name) }) : tableName(seated.name);
  return (
    <section className="table-bar" aria-labelledby="table-bar-title">
      <div className="table-bar__head">
        <span className="table-bar__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path fill="currentColor" d="M3 8h18v2h-2v9h-2v-9H7v9H5v-9H3V8Zm2-3h14v2H5V5Z" />
          </svg>
        </span>
        <div className="table-bar__where">
          <h2 id="table-bar-title" className="table-bar__title">
            {where}
          </h2>
          <p className="table-bar__note">{t('table.seated')}</p>
        </div>
      </div>
      <div className="table-bar__actions">
        {KINDS.map((kind) => (
          <button key={kind} type="button" className="button button--primary table-bar__call" disabled={call.isPending} onClick={() => press(kind)}>
            {kind === 'WAITER' ? t('table.callWaiter') : t('table.askBill')}
          </button>
        ))}
      </div>
      <div className="table-bar__foot">
        <ul className="table-bar__calls" aria-label={t('table.calls')} aria-live="polite">
          {shown.map((c) => (
            <li key={c.id} className="table-bar__call-row">
              <span>{t(`table.kind.${c.kind}`)}</span>
              <span className="badge table-bar__status" data-status={c.status}>
                {t(`table.status.${c.status}`)}
              </span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--link table-bar__leave"
          onClick={() => {
            tableStore(merchantId).getState().leave();
            notify('info', t('table.left'));
          }}
        >
          {t('table.leave')}
        </button>
      </div>
      <p className={`table-bar__message${message?.tone === 'error' ? ' table-bar__message--error' : ''}`} role="status">
        {messageText}
      </p>
    </section>
  );
}

/**
 * The table bar (a lazy module: only a visit with a table's code or a seated shopper loads it).
 * With `code` (`/?table=<token>`), it asks the server which table the code is for: a code the
 * server takes seats the shopper there and leaves the address; a bad or forged one seats nothing
 * and says so until dismissed. Seated, it shows the table and its calls.
 */
export default function TableBar({ code }: { readonly code: string | null }) {
  useTableTexts();
  const { t, language } = useT();
  const { merchantId } = useBrand();
  const seated = useSeatedTable();
  const check = useTableCode(code);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!check.data) return;
    const { token, branchId, tableId, name } = check.data;
    tableStore(merchantId).getState().seat({ token, branchId, tableId, name });
    void navigate({ pathname, search: withoutTableParam(search) }, { replace: true });
  }, [check.data, merchantId, navigate, pathname, search]);

  if (code !== null && check.isPending) {
    return (
      <section className="table-bar table-bar--checking" aria-busy="true">
        <p className="table-bar__note" role="status">
          {t('table.checking')}
        </p>
      </section>
    );
  }
  if (code !== null && check.error) {
    return (
      <section className="table-bar table-bar--refused" role="alert">
        <p className="table-bar__refused">{toApiError(check.error).status === 404 ? t('table.invalid') : toApiError(check.error).description[language]}</p>
        <button type="button" className="button" onClick={() => void navigate({ pathname, search: withoutTableParam(search) }, { replace: true })}>
          {t('common.close')}
        </button>
      </section>
    );
  }
  return seated ? <SeatedBar seated={seated} /> : null;
}
