-- The preset file seeds a brand (docs/decisions/028-the-preset-file-is-a-seed.md). `preset_hash`
-- stays the hash of the file as last loaded (a studio import no longer writes it);
-- `preset_log_mark` is the studio log's last entry at that load, so the studio's work since is the
-- log after it (0 for a brand loaded before this: all its studio work counts); `preset_notice`
-- says why a changed file was refused, until the file is loaded or goes back to what was loaded.
alter table merchants add column preset_log_mark bigint not null default 0;
alter table merchants add column preset_notice jsonb;
