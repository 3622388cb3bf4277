-- Each process keeps what every request reads (merchants, their site settings, the IP country
-- table, the catalogue) in memory, and must forget it the moment it changes, whoever changes it:
-- another process, an import, an operator in psql. Every write to these tables notifies the
-- table's name on the channel ficha_changes, delivered at commit to every listening process.
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ficha_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER merchants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER merchant_hosts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_hosts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER banners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER customer_service_entries_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_service_entries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER notices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER geo_ip_ranges_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON geo_ip_ranges
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER game_vendors_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER games_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
CREATE TRIGGER merchant_games_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_games
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
