/**
 * The start's data migration (decision 029): rows stored before keys were checked lose the keys
 * their schema does not know, with one log line per brand changed; once per database, whatever
 * number of instances start together.
 */
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/test-server.ts';
import { ALPHA, BETA } from '../testing/tracking.ts';
import { brandRows } from './studio-queries.ts';
import { migrateUnknownKeys, UNKNOWN_KEYS_MIGRATION } from './unknown-keys-cleanup.ts';

const lines: string[] = [];

describeEachBackend(
  'unknown keys cleaned at start',
  (server) => {
    it('a started server has run it', async () => {
      const done = await server().db.query('select 1 from schema_migrations where name = $1', [UNKNOWN_KEYS_MIGRATION]);
      expect(done).toHaveLength(1);
      expect(lines.filter((l) => l.includes('unknown keys'))).toEqual([]);
    });

    it('removes every unknown key of every stored row, the studio settings too, logs each brand once, and changes nothing else', async () => {
      const db = server().db;
      const before = await db.asMerchant(ALPHA, (tx) => brandRows(tx, ALPHA));
      await db.query(`insert into settings_versions (merchant_id, version, settings) values ($1, 1, $2)`, [
        ALPHA,
        JSON.stringify({ mainColor: '#112233', pos: 'x' }),
      ]);
      await db.query(`insert into settings_drafts (merchant_id, base_version, settings) values ($1, 1, $2)`, [
        ALPHA,
        JSON.stringify({ mainColour: '#000000' }),
      ]);
      await db.query(`update merchants set data = data || '{"someToken":"LEAK-1"}' where id = $1`, [ALPHA]);
      await db.query(`update web_settings set data = data || '{"someKey":"LEAK-2"}' where merchant_id = $1`, [ALPHA]);
      await db.query(
        `update branches set data = jsonb_set(data || '{"apiSecret":"LEAK-3"}', '{settings,leak}', '"LEAK-4"') where merchant_id = $1 and id = 'center'`,
        [ALPHA],
      );
      await db.query(`update categories set data = data || '{"leak":"LEAK-5"}' where merchant_id = $1`, [BETA]);

      await db.query('delete from schema_migrations where name = $1', [UNKNOWN_KEYS_MIGRATION]);
      const logged: string[] = [];
      await migrateUnknownKeys(db, (line) => logged.push(line));
      // In the rows' key order (jsonb's: shorter keys first).
      const branches = before.branches as { id: string }[];
      const center = branches.findIndex((b) => b.id === 'center');
      expect(logged).toEqual([
        `merchant alpha: removed unknown keys $.merchant.someToken, $.webSettings.someKey, $.branches[${center}].settings.leak, $.branches[${center}].apiSecret, $.settingsVersions[1].pos, $.settingsDraft.mainColour`,
        expect.stringMatching(/^merchant beta: removed unknown keys \$\.menu\.categories\[0\]\.leak(, \$\.menu\.categories\[\d+\]\.leak)*$/),
      ]);
      expect(await db.asMerchant(ALPHA, (tx) => brandRows(tx, ALPHA))).toEqual(before);
      const [version] = await db.query<{ settings: unknown }>('select settings from settings_versions where merchant_id = $1 and version = 1', [ALPHA]);
      expect(version!.settings).toEqual({ mainColor: '#112233' });
      const [draft] = await db.query<{ settings: unknown }>('select settings from settings_drafts where merchant_id = $1', [ALPHA]);
      expect(draft!.settings).toEqual({});

      // Recorded: a second start does nothing; run again, it finds nothing to clean.
      await migrateUnknownKeys(db, (line) => logged.push(line));
      await db.query('delete from schema_migrations where name = $1', [UNKNOWN_KEYS_MIGRATION]);
      await migrateUnknownKeys(db, (line) => logged.push(line));
      expect(logged).toHaveLength(2);
    });

    it('instances starting together clean once', async () => {
      const db = server().db;
      await db.query(`update cities set data = data || '{"leak":"LEAK-6"}' where merchant_id = $1`, [ALPHA]);
      await db.query('delete from schema_migrations where name = $1', [UNKNOWN_KEYS_MIGRATION]);
      const logged: string[] = [];
      await Promise.all([1, 2, 3].map(() => migrateUnknownKeys(db, (line) => logged.push(line))));
      expect(logged).toEqual([expect.stringMatching(/^merchant alpha: removed unknown keys \$\.cities\[0\]\.leak, \$\.cities\[1\]\.leak$/)]);
      expect(await db.query('select 1 from schema_migrations where name = $1', [UNKNOWN_KEYS_MIGRATION])).toHaveLength(1);
    });
  },
  { log: (line) => lines.push(line) },
);
