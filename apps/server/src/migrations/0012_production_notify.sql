-- Live production screens (issue 15 "Task dashboard, live"; ARCHITECTURE §8): every change of work orders and
-- suborders, by any server process and any statement, is announced on the channel production_changed (payload: the
-- table). PostgreSQL delivers it when the transaction commits, and folds repeats within one transaction into one.
CREATE OR REPLACE FUNCTION notify_production_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('production_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER work_order_production_changed AFTER INSERT OR UPDATE OR DELETE ON "work_order"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_production_changed();
--> statement-breakpoint
CREATE TRIGGER suborder_production_changed AFTER INSERT OR UPDATE OR DELETE ON "suborder"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_production_changed();
