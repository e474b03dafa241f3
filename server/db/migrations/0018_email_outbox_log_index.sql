-- Issue 20: whether an outbox row's e-mail is already recorded was read with a scan of email_outbox
-- (every e-mail, a table that grows by two rows per booking), and deleting log rows set their
-- copies' log_id null by scanning it too.
CREATE INDEX "email_outbox_log_idx" ON "email_outbox" USING btree ("log_id");