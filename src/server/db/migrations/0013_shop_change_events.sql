-- Issue #17: every process keeps the shop's active products for a short while
-- (src/server/modules/shop/kept-products.ts), so the catalogue and product pages are not read and
-- rendered again for every visitor. This trigger announces, on the live-events channel, every
-- statement that changes products: an admin's edit, a stock movement of an order, a cancellation,
-- the seed. The announcement is sent on commit, to every process; PostgreSQL sends one per
-- transaction however many statements made it (the same channel and payload are folded).
CREATE OR REPLACE FUNCTION denge_announce_shop_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('denge_live_events', '{"type":"shop.changed","clientId":"","data":null}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER announce_shop_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION denge_announce_shop_change();
