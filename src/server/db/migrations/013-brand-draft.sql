-- One brand draft (docs/decisions/032-one-brand-draft.md): the draft holds, beside the web
-- settings, the brand's collections in the preset file's shape once any item is edited (null: the
-- published brand, unchanged), with who changed each item last; each published version keeps the
-- brand it published, so a rollback restores both. Version 0 is the brand as loaded from its preset.
-- The brand is json, not jsonb: it is written and read whole (each item's save writes it all) and
-- never queried inside, and json stores the text as it came, about 40% quicker both ways.
alter table settings_drafts add column brand json;
alter table settings_drafts add column brand_edits jsonb not null default '{}'::jsonb;
alter table settings_versions add column brand json;
