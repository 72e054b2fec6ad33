-- When a lead was last asked of amoCRM with no answer that says it was not made (a timeout, a
-- 5xx, a crash in between): the next attempt first looks for that lead instead of making a second.
alter table crm_outbox add column lead_requested_at timestamptz;
