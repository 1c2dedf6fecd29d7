-- Keeps listing_catalog and listing_places in step with the four listing tables and with host status and
-- rating, so browse queries read one narrow indexed table. Custom because drizzle-kit does not model triggers.
-- Place values are normalized like domain/text.ts placeKey (lower case, hyphens as spaces); the option lists
-- hosts pick places from have no diacritics, and the FTS index covers free text.
CREATE TRIGGER `tours_catalog_insert` AFTER INSERT ON `tours` BEGIN
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 0, 'tour', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, nullif(min(coalesce(NEW.price_1_person, 9007199254740991), coalesce(NEW.price_2_persons, 9007199254740991), coalesce(NEW.price_3_persons, 9007199254740991), coalesce(NEW.price_4_persons, 9007199254740991)), 9007199254740991), NEW.number_of_days, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 0, value FROM json_each(NEW.countries) WHERE trim(value) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 0, value FROM json_each(NEW.cities) WHERE trim(value) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `tours_catalog_update` AFTER UPDATE OF status, published_at, host_id, price_1_person, price_2_persons, price_3_persons, price_4_persons, number_of_days, countries, cities ON `tours` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 0;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 0;
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 0, 'tour', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, nullif(min(coalesce(NEW.price_1_person, 9007199254740991), coalesce(NEW.price_2_persons, 9007199254740991), coalesce(NEW.price_3_persons, 9007199254740991), coalesce(NEW.price_4_persons, 9007199254740991)), 9007199254740991), NEW.number_of_days, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 0, value FROM json_each(NEW.countries) WHERE trim(value) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 0, value FROM json_each(NEW.cities) WHERE trim(value) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `tours_catalog_delete` AFTER DELETE ON `tours` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 0;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 0;
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_catalog_insert` AFTER INSERT ON `group_tours` BEGIN
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 1, 'group_tour', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, NEW.price_per_person, NEW.number_of_days, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 1, value FROM json_each(NEW.countries) WHERE trim(value) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 1, value FROM json_each(NEW.cities) WHERE trim(value) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_catalog_update` AFTER UPDATE OF status, published_at, host_id, price_per_person, number_of_days, countries, cities ON `group_tours` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 1;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 1;
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 1, 'group_tour', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, NEW.price_per_person, NEW.number_of_days, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 1, value FROM json_each(NEW.countries) WHERE trim(value) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(value, '-', ' '))), NEW.rowid * 4 + 1, value FROM json_each(NEW.cities) WHERE trim(value) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_catalog_delete` AFTER DELETE ON `group_tours` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 1;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_catalog_insert` AFTER INSERT ON `rental_cars` BEGIN
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 2, 'rental_car', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, NEW.price_per_day, NULL, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(NEW.country, '-', ' '))), NEW.rowid * 4 + 2, NEW.country WHERE trim(NEW.country) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(NEW.city, '-', ' '))), NEW.rowid * 4 + 2, NEW.city WHERE trim(NEW.city) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_catalog_update` AFTER UPDATE OF status, published_at, host_id, price_per_day, city, country ON `rental_cars` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 2;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 2;
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 2, 'rental_car', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, NEW.price_per_day, NULL, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(NEW.country, '-', ' '))), NEW.rowid * 4 + 2, NEW.country WHERE trim(NEW.country) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(NEW.city, '-', ' '))), NEW.rowid * 4 + 2, NEW.city WHERE trim(NEW.city) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_catalog_delete` AFTER DELETE ON `rental_cars` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 2;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 2;
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_catalog_insert` AFTER INSERT ON `drivers` BEGIN
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 3, 'driver', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, NEW.price_per_day, NULL, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(NEW.country, '-', ' '))), NEW.rowid * 4 + 3, NEW.country WHERE trim(NEW.country) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(NEW.city, '-', ' '))), NEW.rowid * 4 + 3, NEW.city WHERE trim(NEW.city) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_catalog_update` AFTER UPDATE OF status, published_at, host_id, price_per_day, city, country ON `drivers` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 3;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 3;
	INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT NEW.rowid * 4 + 3, 'driver', NEW.id, NEW.host_id, NEW.status = 'published' AND h.status = 'approved', NEW.status = 'published',
		NEW.published_at, NEW.price_per_day, NULL, h.rating, h.total_reviews
	FROM hosts h WHERE h.id = NEW.host_id;
	INSERT OR IGNORE INTO listing_places (kind, value, key, label)
	SELECT 'country', lower(trim(replace(NEW.country, '-', ' '))), NEW.rowid * 4 + 3, NEW.country WHERE trim(NEW.country) <> ''
	UNION ALL
	SELECT 'city', lower(trim(replace(NEW.city, '-', ' '))), NEW.rowid * 4 + 3, NEW.city WHERE trim(NEW.city) <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_catalog_delete` AFTER DELETE ON `drivers` BEGIN
	DELETE FROM listing_catalog WHERE key = OLD.rowid * 4 + 3;
	DELETE FROM listing_places WHERE key = OLD.rowid * 4 + 3;
END;
--> statement-breakpoint
CREATE TRIGGER `hosts_catalog_update` AFTER UPDATE OF status, rating, total_reviews ON `hosts` BEGIN
	UPDATE listing_catalog SET visible = published AND NEW.status = 'approved', rating = NEW.rating, reviews = NEW.total_reviews
	WHERE host_id = NEW.id;
END;
--> statement-breakpoint
INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT l.rowid * 4 + 0, 'tour', l.id, l.host_id, l.status = 'published' AND h.status = 'approved', l.status = 'published',
		l.published_at, nullif(min(coalesce(l.price_1_person, 9007199254740991), coalesce(l.price_2_persons, 9007199254740991), coalesce(l.price_3_persons, 9007199254740991), coalesce(l.price_4_persons, 9007199254740991)), 9007199254740991), l.number_of_days, h.rating, h.total_reviews
	FROM `tours` l JOIN hosts h ON h.id = l.host_id;
--> statement-breakpoint
INSERT OR IGNORE INTO listing_places (kind, value, key, label)
SELECT 'country', lower(trim(replace(j.value, '-', ' '))), l.rowid * 4 + 0, j.value FROM `tours` l, json_each(l.countries) j WHERE trim(j.value) <> ''
UNION ALL
SELECT 'city', lower(trim(replace(j.value, '-', ' '))), l.rowid * 4 + 0, j.value FROM `tours` l, json_each(l.cities) j WHERE trim(j.value) <> '';
--> statement-breakpoint
INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT l.rowid * 4 + 1, 'group_tour', l.id, l.host_id, l.status = 'published' AND h.status = 'approved', l.status = 'published',
		l.published_at, l.price_per_person, l.number_of_days, h.rating, h.total_reviews
	FROM `group_tours` l JOIN hosts h ON h.id = l.host_id;
--> statement-breakpoint
INSERT OR IGNORE INTO listing_places (kind, value, key, label)
SELECT 'country', lower(trim(replace(j.value, '-', ' '))), l.rowid * 4 + 1, j.value FROM `group_tours` l, json_each(l.countries) j WHERE trim(j.value) <> ''
UNION ALL
SELECT 'city', lower(trim(replace(j.value, '-', ' '))), l.rowid * 4 + 1, j.value FROM `group_tours` l, json_each(l.cities) j WHERE trim(j.value) <> '';
--> statement-breakpoint
INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT l.rowid * 4 + 2, 'rental_car', l.id, l.host_id, l.status = 'published' AND h.status = 'approved', l.status = 'published',
		l.published_at, l.price_per_day, NULL, h.rating, h.total_reviews
	FROM `rental_cars` l JOIN hosts h ON h.id = l.host_id;
--> statement-breakpoint
INSERT OR IGNORE INTO listing_places (kind, value, key, label)
SELECT 'country', lower(trim(replace(l.country, '-', ' '))), l.rowid * 4 + 2, l.country FROM `rental_cars` l WHERE trim(l.country) <> ''
UNION ALL
SELECT 'city', lower(trim(replace(l.city, '-', ' '))), l.rowid * 4 + 2, l.city FROM `rental_cars` l WHERE trim(l.city) <> '';
--> statement-breakpoint
INSERT INTO listing_catalog (key, kind, listing_id, host_id, visible, published, published_at, price, days, rating, reviews)
	SELECT l.rowid * 4 + 3, 'driver', l.id, l.host_id, l.status = 'published' AND h.status = 'approved', l.status = 'published',
		l.published_at, l.price_per_day, NULL, h.rating, h.total_reviews
	FROM `drivers` l JOIN hosts h ON h.id = l.host_id;
--> statement-breakpoint
INSERT OR IGNORE INTO listing_places (kind, value, key, label)
SELECT 'country', lower(trim(replace(l.country, '-', ' '))), l.rowid * 4 + 3, l.country FROM `drivers` l WHERE trim(l.country) <> ''
UNION ALL
SELECT 'city', lower(trim(replace(l.city, '-', ' '))), l.rowid * 4 + 3, l.city FROM `drivers` l WHERE trim(l.city) <> '';
