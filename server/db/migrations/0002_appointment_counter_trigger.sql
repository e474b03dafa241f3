-- Keeps organization_stats.appointment_count equal to the organization's number of appointments,
-- so the dashboard's total costs one row read whatever the size of the history.
CREATE OR REPLACE FUNCTION agendei_count_appointments() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO organization_stats (organization_id, appointment_count) VALUES (NEW.organization_id, 1)
    ON CONFLICT (organization_id) DO UPDATE SET appointment_count = organization_stats.appointment_count + 1;
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE organization_stats SET appointment_count = appointment_count - 1 WHERE organization_id = OLD.organization_id;
    RETURN OLD;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER appointments_count AFTER INSERT OR DELETE ON appointments
FOR EACH ROW EXECUTE FUNCTION agendei_count_appointments();
--> statement-breakpoint
INSERT INTO organization_stats (organization_id, appointment_count)
SELECT organization_id, count(*) FROM appointments GROUP BY organization_id
ON CONFLICT (organization_id) DO UPDATE SET appointment_count = EXCLUDED.appointment_count;
