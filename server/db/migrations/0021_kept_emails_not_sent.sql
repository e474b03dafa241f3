-- Issue 32, point 9 (decision 058): without SMTP_URL an e-mail was kept in email_outbox ('stored')
-- and its outbox row still ended 'success', so the history said 'Enviado'. Rows written since end
-- 'not_sent'; this says the same of the earlier ones, whose copy tells what really happened.
UPDATE "webhook_logs" AS w
SET "status" = 'not_sent', "sent_at" = NULL, "error" = 'e-mail não configurado no servidor (SMTP_URL)'
FROM "email_outbox" AS e
WHERE e."log_id" = w."id" AND e."status" = 'stored' AND w."channel" = 'email' AND w."status" = 'success';
