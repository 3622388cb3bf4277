-- The back office's cashier shows new deposit and withdrawal requests live, whichever process
-- takes them: every written order notifies `cashier:<merchant id>` on the channel ficha_changes
-- (delivered at commit to every listening process, as migration 0020's table notices are).
CREATE FUNCTION notify_cashier_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ficha_changes', 'cashier:' || TG_TABLE_NAME || ':' || NEW.merchant_id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER deposit_orders_cashier AFTER INSERT OR UPDATE ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION notify_cashier_change();
CREATE TRIGGER withdrawal_orders_cashier AFTER INSERT OR UPDATE ON withdrawal_orders
  FOR EACH ROW EXECUTE FUNCTION notify_cashier_change();
