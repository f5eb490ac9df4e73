-- Caches in every server process learn of changes from these notifications (channel
-- levelup_changes), so a cached read need not ask the database whether it is still fresh.
-- A session's new seq is announced by the server after its commit, not by a trigger: a NOTIFY in
-- the op's own transaction would serialise every commit (and its WAL flush) behind one lock.
-- Payloads: 'sessions:<id>:<seq>:<status>' (seq -1 when the session is gone), 'exercises:<id>',
-- 'workouts:<id>', 'users:<id>' (a role, a disabling or a removal).
CREATE OR REPLACE FUNCTION levelup_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('levelup_changes', 'sessions:' || OLD.id::text || ':-1');
  ELSE
    PERFORM pg_notify('levelup_changes',
      'sessions:' || NEW.id::text || ':' || NEW.seq::text || ':' || NEW.status);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION levelup_notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('levelup_changes', TG_ARGV[0] || ':' || OLD.id::text);
  ELSE
    PERFORM pg_notify('levelup_changes', TG_ARGV[0] || ':' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION levelup_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER exercises_notify_change AFTER INSERT OR UPDATE OR DELETE ON exercises FOR EACH ROW
  EXECUTE FUNCTION levelup_notify_row_change('exercises');
--> statement-breakpoint
CREATE TRIGGER workouts_notify_change AFTER UPDATE OR DELETE ON workouts FOR EACH ROW
  EXECUTE FUNCTION levelup_notify_row_change('workouts');
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OF role, disabled_at OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION levelup_notify_row_change('users');
