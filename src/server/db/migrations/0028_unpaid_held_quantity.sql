ALTER TABLE "products" ADD COLUMN "unpaid_held_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (keep when regenerating), issue #38, ADR 0067: what unpaid orders hold of each
-- product, kept by the database as the orders change, so that a checkout checks the share of the stock
-- held with one row instead of summing every unpaid order (which doubled an order's cost once a
-- product had a few thousand of them). An order holds while it is unpaid, not cancelled and its stock
-- not given back.
CREATE OR REPLACE FUNCTION denge_order_holds(payment_status text, order_status text, stock_released boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT payment_status = 'pending' AND order_status <> 'canceled' AND NOT stock_released
$$;
--> statement-breakpoint
-- Lines added to or removed from an order that holds (the checkout writes the order, then its lines;
-- a cascade from a deleted order finds no order here: the order's own trigger below gave them back).
CREATE OR REPLACE FUNCTION denge_hold_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET unpaid_held_quantity = p.unpaid_held_quantity + CASE TG_OP WHEN 'INSERT' THEN lines.quantity ELSE -lines.quantity END
  FROM (
    SELECT i.product_id, sum(i.quantity)::int AS quantity
    FROM changed_items i JOIN orders o ON o.id = i.order_id
    WHERE i.product_id IS NOT NULL AND denge_order_holds(o.payment_status, o.order_status, o.stock_released)
    GROUP BY i.product_id
  ) lines
  WHERE p.id = lines.product_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hold_added_order_items AFTER INSERT ON order_items REFERENCING NEW TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION denge_hold_order_items();
--> statement-breakpoint
CREATE TRIGGER hold_removed_order_items AFTER DELETE ON order_items REFERENCING OLD TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION denge_hold_order_items();
--> statement-breakpoint
-- An order that starts or stops holding: paid, cancelled, its stock given back, or set back to unpaid.
CREATE OR REPLACE FUNCTION denge_hold_changed_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET unpaid_held_quantity = p.unpaid_held_quantity + changed.delta
  FROM (
    SELECT i.product_id,
      sum(CASE WHEN denge_order_holds(n.payment_status, n.order_status, n.stock_released) THEN i.quantity ELSE -i.quantity END)::int AS delta
    FROM new_orders n
    JOIN old_orders o ON o.id = n.id
    JOIN order_items i ON i.order_id = n.id
    WHERE i.product_id IS NOT NULL
      AND denge_order_holds(n.payment_status, n.order_status, n.stock_released)
        IS DISTINCT FROM denge_order_holds(o.payment_status, o.order_status, o.stock_released)
    GROUP BY i.product_id
  ) changed
  WHERE p.id = changed.product_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hold_changed_orders AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION denge_hold_changed_orders();
--> statement-breakpoint
-- A deleted order that held gives its lines back while they still exist (before the cascade).
CREATE OR REPLACE FUNCTION denge_hold_deleted_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF denge_order_holds(OLD.payment_status, OLD.order_status, OLD.stock_released) THEN
    UPDATE products p SET unpaid_held_quantity = p.unpaid_held_quantity - lines.quantity
    FROM (
      SELECT product_id, sum(quantity)::int AS quantity FROM order_items
      WHERE order_id = OLD.id AND product_id IS NOT NULL GROUP BY product_id
    ) lines
    WHERE p.id = lines.product_id;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hold_deleted_order BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION denge_hold_deleted_order();
--> statement-breakpoint
-- What the database holds now.
UPDATE products p SET unpaid_held_quantity = held.quantity
FROM (
  SELECT i.product_id, sum(i.quantity)::int AS quantity
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE i.product_id IS NOT NULL AND denge_order_holds(o.payment_status, o.order_status, o.stock_released)
  GROUP BY i.product_id
) held
WHERE p.id = held.product_id;
--> statement-breakpoint
-- Kept by the server, not by a form: it moves no version (ADR 0053), like the stock.
DROP TRIGGER IF EXISTS bump_version ON products;
--> statement-breakpoint
CREATE TRIGGER bump_version BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION denge_bump_version('stock_quantity', 'unpaid_held_quantity');
