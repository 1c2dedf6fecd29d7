-- Hidden listings (drafts, archived, listings of hosts who are not approved: listing_catalog.visible = 0) keep their
-- FTS row under the negated key, so that `rowid > 0` is visibility inside the FTS index itself: a text search no longer
-- probes the catalog once per match to count the visible ones (decision 052). The listing triggers write a row at the
-- key its visibility gives (the catalog's rule, repeated: published, host approved; SQLite runs these newer triggers
-- before the catalog's, so reading the catalog here would put every new listing in the wrong place first). The
-- catalog's own triggers then move a row whose new catalog row or visibility says otherwise. A catalog row deleted
-- without a new one means the listing is gone, and its own delete trigger removes the FTS row. Admin search reads
-- both (abs(rowid)).
-- Custom because drizzle-kit does not model triggers or virtual tables.
--> statement-breakpoint
DROP TRIGGER `tours_search_insert`;
--> statement-breakpoint
DROP TRIGGER `tours_search_update`;
--> statement-breakpoint
DROP TRIGGER `tours_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `tours_search_insert` AFTER INSERT ON `tours` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((NEW.rowid * 4 + 0) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `tours_search_update` AFTER UPDATE OF title, description, topics, cities, countries ON `tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 0;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 0);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((NEW.rowid * 4 + 0) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `tours_search_delete` AFTER DELETE ON `tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 0;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 0);
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
	VALUES ((NEW.rowid * 4 + 1) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'group_tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_update` AFTER UPDATE OF title, description, topics, cities, countries ON `group_tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 1;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 1);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((NEW.rowid * 4 + 1) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'group_tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_delete` AFTER DELETE ON `group_tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 1;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 1);
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
	VALUES ((NEW.rowid * 4 + 2) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'rental_cars', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_update` AFTER UPDATE OF title, description, topics, city, country ON `rental_cars` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 2;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 2);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((NEW.rowid * 4 + 2) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'rental_cars', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_delete` AFTER DELETE ON `rental_cars` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 2;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 2);
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
	VALUES ((NEW.rowid * 4 + 3) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'drivers', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_update` AFTER UPDATE OF title, description, topics, city, country ON `drivers` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 3;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 3);
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES ((NEW.rowid * 4 + 3) * CASE WHEN NEW.status = 'published' AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = NEW.host_id AND h.status = 'approved') THEN 1 ELSE -1 END,
		NEW.id, 'drivers', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_delete` AFTER DELETE ON `drivers` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 3;
	DELETE FROM listing_search WHERE rowid = -(OLD.rowid * 4 + 3);
END;
--> statement-breakpoint
CREATE TRIGGER `listing_catalog_search_insert` AFTER INSERT ON `listing_catalog` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	SELECT CASE WHEN NEW.visible = 1 THEN NEW.key ELSE -NEW.key END, listing_id, kind, title, description, city, country, topics FROM listing_search
	WHERE rowid = CASE WHEN NEW.visible = 1 THEN -NEW.key ELSE NEW.key END AND NOT EXISTS (SELECT 1 FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN NEW.key ELSE -NEW.key END);
	DELETE FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN -NEW.key ELSE NEW.key END;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_catalog_search_visible` AFTER UPDATE OF visible ON `listing_catalog` WHEN NEW.visible IS NOT OLD.visible BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	SELECT CASE WHEN NEW.visible = 1 THEN NEW.key ELSE -NEW.key END, listing_id, kind, title, description, city, country, topics FROM listing_search
	WHERE rowid = CASE WHEN NEW.visible = 1 THEN -NEW.key ELSE NEW.key END AND NOT EXISTS (SELECT 1 FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN NEW.key ELSE -NEW.key END);
	DELETE FROM listing_search WHERE rowid = CASE WHEN NEW.visible = 1 THEN -NEW.key ELSE NEW.key END;
END;
--> statement-breakpoint
INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
SELECT -rowid, listing_id, kind, title, description, city, country, topics FROM listing_search
WHERE rowid > 0 AND rowid NOT IN (SELECT key FROM listing_catalog WHERE visible = 1);
--> statement-breakpoint
DELETE FROM listing_search WHERE rowid > 0 AND rowid NOT IN (SELECT key FROM listing_catalog WHERE visible = 1);
--> statement-breakpoint
-- Text search no longer tests visibility in the catalog (decision 039's index, now unused).
DROP INDEX `catalog_visible`;
