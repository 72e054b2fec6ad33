/** What staff did, newest first (owners): the server's log, which keeps no secret. */
import { useQuery } from '@tanstack/react-query';
import { studioLogEndpoint } from '#schemas/studio-endpoints';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { errorText } from '../lib/error-text.ts';
import { Loading } from '../components/status.tsx';

export default function LogScreen() {
  const { api, merchantId } = useStudio();
  const { t, language, date } = useStudioT();
  const log = useQuery({ queryKey: studioKeys.log(merchantId), queryFn: ({ signal }) => api.call(studioLogEndpoint, { signal }) });
  if (log.isPending) return <Loading />;
  if (log.isError) return <p role="alert">{errorText(log.error, language)}</p>;
  return (
    <div className="studio-section">
      <h1>{t('log.title')}</h1>
      {log.data.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <table className="studio-table">
          <thead>
            <tr>
              <th>{t('log.when')}</th>
              <th>{t('log.who')}</th>
              <th>{t('log.action')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {log.data.map((entry) => (
              <tr key={entry.id}>
                <td>{date(entry.createdDate)}</td>
                <td>{entry.staffName ?? entry.staffId ?? '—'}</td>
                <td>{entry.action}</td>
                <td>
                  <code>{JSON.stringify(entry.detail)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
