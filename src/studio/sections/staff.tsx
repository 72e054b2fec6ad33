/**
 * Staff (owners): who may sign in to the studio and with which role, added by phone or removed
 * (never the last owner: the server refuses it); the brand's export as a preset JSON and the
 * import of one (validated whole, as the preset loader does).
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  addStaffEndpoint,
  exportEndpoint,
  importEndpoint,
  removeStaffEndpoint,
  staffListEndpoint,
  staffRoleSchema,
  type Staff,
} from '#schemas/studio-endpoints';
import { STAFF_ROLES } from '#domain/studio-roles';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { errorText } from '../lib/error-text.ts';
import { Loading } from '../components/status.tsx';

export default function StaffScreen() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const staff = useQuery({ queryKey: studioKeys.staff(merchantId), queryFn: ({ signal }) => api.call(staffListEndpoint, { signal }) });
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Staff['role']>('OPERATOR');
  const [status, setStatus] = useState<string | null>(null);

  if (staff.isPending) return <Loading />;
  if (staff.isError) return <p role="alert">{errorText(staff.error, language)}</p>;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const result = await api.request(addStaffEndpoint, { body: { phone, role, name: name || null } });
    setStatus(result.error ? errorText(result.error, language) : null);
    if (!result.error) {
      setPhone('');
      setName('');
    }
    void staff.refetch();
  };
  const remove = async (member: Staff) => {
    const result = await api.request(removeStaffEndpoint, { params: { id: member.id } });
    setStatus(result.error ? errorText(result.error, language) : null);
    void staff.refetch();
  };
  const exportBrand = async () => {
    const result = await api.request(exportEndpoint);
    if (result.error) return setStatus(errorText(result.error, language));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }));
    link.download = `${merchantId}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const importBrand = async (file: File) => {
    let preset: Record<string, unknown>;
    try {
      preset = JSON.parse(await file.text()) as Record<string, unknown>;
    } catch {
      return setStatus(t('staff.importFailed'));
    }
    const result = await api.request(importEndpoint, { body: preset });
    if (result.error)
      return setStatus(
        `${t('staff.importFailed')}: ${(result.error.fields ?? []).map((f) => `${f.path} ${f.message}`).join('; ') || errorText(result.error, language)}`,
      );
    setStatus(result.data.ok ? t('staff.imported') : `${t('staff.importFailed')}: ${result.data.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  };

  return (
    <div className="studio-section">
      <h1>{t('staff.title')}</h1>
      {status && (
        <p role="status" className="studio-notice">
          {status}
        </p>
      )}
      <table className="studio-table">
        <thead>
          <tr>
            <th>{t('staff.name')}</th>
            <th>{t('staff.phone')}</th>
            <th>{t('staff.role')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {staff.data.map((m) => (
            <tr key={m.id}>
              <td>{m.name ?? '—'}</td>
              <td>{m.phone}</td>
              <td>{t(`roles.${m.role}`)}</td>
              <td>
                <button type="button" onClick={() => void remove(m)}>
                  {t('staff.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="studio-row" onSubmit={(e) => void add(e)}>
        <label>
          {t('staff.phone')}
          <input type="tel" required value={phone} onChange={(e) => setPhone(e.target.value)} />
        </label>
        <label>
          {t('staff.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t('staff.role')}
          <select value={role} onChange={(e) => setRole(staffRoleSchema.parse(e.target.value))}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="studio-primary">
          {t('staff.add')}
        </button>
      </form>
      <div className="studio-row">
        <button type="button" onClick={() => void exportBrand()}>
          {t('staff.export')}
        </button>
        <label className="studio-button">
          {t('staff.import')}
          <input
            type="file"
            accept="application/json,.json"
            className="studio-visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importBrand(file);
            }}
          />
        </label>
      </div>
    </div>
  );
}
