ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written below (keep when regenerating), issue #17. The admin's order search looked for the
-- text in the order code, the name and the e-mail with ILIKE: every order read and lower-cased per
-- search (150 ms of PostgreSQL's time on 50,000 orders), and not Turkish-aware ('yilmaz' did not find
-- 'YILMAZ'). Orders now carry their search text folded as the app folds a search (src/shared/text.ts
-- foldForSearch), searched with LIKE on a trigram index, as the clients are (0012_scale_indexes).
-- The database folds it, so no insert can forget: translate() maps every letter of Basic Latin and
-- Latin-1 to Latin Extended-B exactly as foldForSearch does (the two strings are generated from it,
-- and tests/api/orders-search.test.ts checks every one of them on both databases); lower() takes
-- what is left. The function is immutable, so it may build an index should one ever need it.
CREATE OR REPLACE FUNCTION denge_fold_for_search(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- btrim with every character JavaScript's trim() removes (spaces, tabs, line ends, no-break spaces)
  SELECT btrim(lower(translate(value,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİıĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎ',
    'abcdefghijklmnopqrstuvwxyzaaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjǳǳggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏ')),
    chr(32) || chr(9) || chr(10) || chr(11) || chr(12) || chr(13) || chr(160) || chr(5760) || chr(8192) || chr(8193) || chr(8194) || chr(8195) || chr(8196) || chr(8197) || chr(8198) || chr(8199) || chr(8200) || chr(8201) || chr(8202) || chr(8232) || chr(8233) || chr(8239) || chr(8287) || chr(12288) || chr(65279))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION denge_set_order_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := denge_fold_for_search(NEW.order_code || ' ' || NEW.customer_name || ' ' || NEW.customer_email);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER set_order_search_text BEFORE INSERT OR UPDATE OF order_code, customer_name, customer_email ON orders FOR EACH ROW EXECUTE FUNCTION denge_set_order_search_text();
--> statement-breakpoint
UPDATE orders SET search_text = denge_fold_for_search(order_code || ' ' || customer_name || ' ' || customer_email);
--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The unfiltered list's total without counting 50,000 rows per page (the count triggers of 0012).
CREATE TRIGGER count_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
CREATE TRIGGER count_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
CREATE TRIGGER count_orders_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION denge_count_rows();
--> statement-breakpoint
INSERT INTO table_row_counts (table_name, row_count) VALUES ('orders', (SELECT count(*) FROM orders));
