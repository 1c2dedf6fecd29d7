-- The FTS index's rowids are laid out by listing type and hide what travelers cannot see (decision 052):
-- - a listing's FTS rowid is (kind number + 1) * 2^40 + its row's rowid, so each type is one contiguous rowid range
--   (a search walks one type newest first by seeking, not by skipping the other types' rows); the catalog key is
--   still rowid * 4 + kind number, and key = (fts % 2^40) * 4 + fts / 2^40 - 1 (worker/db/listings.ts ftsKey);
-- - a hidden listing (draft, archived, host not approved: listing_catalog.visible = 0) keeps its row under the
--   negated rowid, so `rowid > 0` is visibility inside the index: a text search needs no catalog row to count.
-- The listing triggers write a row where its visibility puts it (the catalog's rule, repeated: published, host
-- approved; SQLite runs these newer triggers before the catalog's, so reading the catalog here would place every new
-- listing wrongly first). The catalog's own triggers then move a row whose new catalog row or visibility says
-- otherwise. A catalog row deleted without a new one means the listing is gone, and its own delete trigger removes
-- the FTS row. Admin search reads both signs. Custom because drizzle-kit does not model triggers or virtual tables.
--> statement-breakpoint
DROP TRIGGER `tours_search_insert`;
--> statement-breakpoint
DROP TRIGGER `tours_search_update`;
--> statement-breakpoint
DROP TRIGGER `tours_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `tours_search_insert` AFTER INSERT ON `tours` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((1099511627776 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `tours_search_update` AFTER UPDATE OF title, description, topics, cities, countries ON `tours` BEGIN
	DELETE FROM listing_search WHERE rowid = (1099511627776 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(1099511627776 + OLD.rowid);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((1099511627776 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `tours_search_delete` AFTER DELETE ON `tours` BEGIN
	DELETE FROM listing_search WHERE rowid = (1099511627776 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(1099511627776 + OLD.rowid);
END;
--> statement-breakpoint
DROP TRIGGER `group_tours_search_insert`;
--> statement-breakpoint
DROP TRIGGER `group_tours_search_update`;
--> statement-breakpoint
DROP TRIGGER `group_tours_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_insert` AFTER INSERT ON `group_tours` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((2199023255552 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'group_tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_update` AFTER UPDATE OF title, description, topics, cities, countries ON `group_tours` BEGIN
	DELETE FROM listing_search WHERE rowid = (2199023255552 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(2199023255552 + OLD.rowid);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((2199023255552 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'group_tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_delete` AFTER DELETE ON `group_tours` BEGIN
	DELETE FROM listing_search WHERE rowid = (2199023255552 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(2199023255552 + OLD.rowid);
END;
--> statement-breakpoint
DROP TRIGGER `rental_cars_search_insert`;
--> statement-breakpoint
DROP TRIGGER `rental_cars_search_update`;
--> statement-breakpoint
DROP TRIGGER `rental_cars_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_insert` AFTER INSERT ON `rental_cars` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((3298534883328 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'rental_cars', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_update` AFTER UPDATE OF title, description, topics, city, country ON `rental_cars` BEGIN
	DELETE FROM listing_search WHERE rowid = (3298534883328 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(3298534883328 + OLD.rowid);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((3298534883328 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'rental_cars', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_delete` AFTER DELETE ON `rental_cars` BEGIN
	DELETE FROM listing_search WHERE rowid = (3298534883328 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(3298534883328 + OLD.rowid);
END;
--> statement-breakpoint
DROP TRIGGER `drivers_search_insert`;
--> statement-breakpoint
DROP TRIGGER `drivers_search_update`;
--> statement-breakpoint
DROP TRIGGER `drivers_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_insert` AFTER INSERT ON `drivers` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((4398046511104 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'drivers', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_update` AFTER UPDATE OF title, description, topics, city, country ON `drivers` BEGIN
	DELETE FROM listing_search WHERE rowid = (4398046511104 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(4398046511104 + OLD.rowid);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((4398046511104 + NEW.rowid) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'drivers', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_delete` AFTER DELETE ON `drivers` BEGIN
	DELETE FROM listing_search WHERE rowid = (4398046511104 + OLD.rowid);
	DELETE FROM listing_search WHERE rowid = -(4398046511104 + OLD.rowid);
END;
--> statement-breakpoint
CREATE TRIGGER `listing_catalog_search_insert` AFTER INSERT ON `listing_catalog` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	SELECT CASE WHEN NEW.visible = 1 THEN ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END, listing_id, kind, title, description, city, country, topics FROM listing_search
	WHERE rowid = CASE WHEN NEW.visible = 1 THEN -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END AND NOT EXISTS (SELECT 1 FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END);
	DELETE FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_catalog_search_visible` AFTER UPDATE OF visible ON `listing_catalog` WHEN NEW.visible IS NOT OLD.visible BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	SELECT CASE WHEN NEW.visible = 1 THEN ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END, listing_id, kind, title, description, city, country, topics FROM listing_search
	WHERE rowid = CASE WHEN NEW.visible = 1 THEN -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END AND NOT EXISTS (SELECT 1 FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END);
	DELETE FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN -((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) ELSE ((NEW.key % 4 + 1) * 1099511627776 + NEW.key / 4) END;
END;
--> statement-breakpoint
-- Every row moves to its new rowid (old rowids are rowid * 4 + kind, all below 2^40, so the two never meet).
INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
SELECT CASE WHEN rowid IN (SELECT key FROM listing_catalog WHERE visible = 1) THEN 1 ELSE -1 END * ((rowid % 4 + 1) * 1099511627776 + rowid / 4),
	listing_id, kind, title, description, city, country, topics
FROM listing_search WHERE rowid >= 0 AND rowid < 1099511627776;
--> statement-breakpoint
DELETE FROM listing_search WHERE rowid >= 0 AND rowid < 1099511627776;
--> statement-breakpoint
-- Text search no longer tests visibility in the catalog (decision 039's index, now unused).
DROP INDEX `catalog_visible`;
