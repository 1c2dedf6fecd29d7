-- Full-text search over the four listing tables (title, description, city, country, topics).
-- unicode61 with remove_diacritics 2 makes "kok" match "Kök-Töbe"; prefix indexes make type-ahead cheap.
-- The FTS rowid is the listing row's rowid * 4 + a kind number (tours 0, group_tours 1, rental_cars 2,
-- drivers 3), so triggers can update and delete by rowid instead of scanning the index.
CREATE VIRTUAL TABLE `listing_search` USING fts5(
	listing_id UNINDEXED,
	kind UNINDEXED,
	title,
	description,
	city,
	country,
	topics,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `tours_search_insert` AFTER INSERT ON `tours` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 0, NEW.id, 'tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `tours_search_update` AFTER UPDATE OF title, description, topics, cities, countries ON `tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 0;
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 0, NEW.id, 'tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `tours_search_delete` AFTER DELETE ON `tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 0;
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_insert` AFTER INSERT ON `group_tours` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 1, NEW.id, 'group_tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_update` AFTER UPDATE OF title, description, topics, cities, countries ON `group_tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 1;
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 1, NEW.id, 'group_tours', NEW.title, NEW.description, (SELECT group_concat(value, ' ') FROM json_each(NEW.cities)), (SELECT group_concat(value, ' ') FROM json_each(NEW.countries)),
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_search_delete` AFTER DELETE ON `group_tours` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_insert` AFTER INSERT ON `rental_cars` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 2, NEW.id, 'rental_cars', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_update` AFTER UPDATE OF title, description, topics, city, country ON `rental_cars` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 2;
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 2, NEW.id, 'rental_cars', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_search_delete` AFTER DELETE ON `rental_cars` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 2;
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_insert` AFTER INSERT ON `drivers` BEGIN
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 3, NEW.id, 'drivers', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_update` AFTER UPDATE OF title, description, topics, city, country ON `drivers` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 3;
	INSERT INTO listing_search (rowid, listing_id, kind, title, description, city, country, topics)
	VALUES (NEW.rowid * 4 + 3, NEW.id, 'drivers', NEW.title, NEW.description, NEW.city, NEW.country,
		(SELECT group_concat(value, ' ') FROM json_each(NEW.topics)));
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_search_delete` AFTER DELETE ON `drivers` BEGIN
	DELETE FROM listing_search WHERE rowid = OLD.rowid * 4 + 3;
END;
