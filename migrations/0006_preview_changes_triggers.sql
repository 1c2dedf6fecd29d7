-- Records listings and hosts whose share preview may have changed, for worker/seo/changes.ts to purge their
-- cached pages and share images. Custom because drizzle-kit does not model triggers. Only columns a preview
-- shows (or that decide whether it is public) fire; view counts and activity do not. Inserts do not fire: a new
-- listing is a draft, and publishing it is an update (a page cached as missing before that expires in minutes).

CREATE TRIGGER `tours_preview_update` AFTER UPDATE OF slug, host_id, title, description, status, images, countries, cities, price_1_person, price_2_persons, price_3_persons, price_4_persons, number_of_days ON `tours` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('tour', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `tours_preview_delete` AFTER DELETE ON `tours` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('tour', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_preview_update` AFTER UPDATE OF slug, host_id, title, description, status, images, countries, cities, price_per_person, number_of_days ON `group_tours` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('group_tour', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_preview_delete` AFTER DELETE ON `group_tours` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('group_tour', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_preview_update` AFTER UPDATE OF slug, host_id, title, description, status, images, city, country, price_per_day ON `rental_cars` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('rental_car', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_preview_delete` AFTER DELETE ON `rental_cars` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('rental_car', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_preview_update` AFTER UPDATE OF slug, host_id, title, description, status, images, city, country, price_per_day ON `drivers` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('driver', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_preview_delete` AFTER DELETE ON `drivers` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('driver', OLD.id, OLD.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `hosts_preview_update` AFTER UPDATE OF status, profile_slug, host_type, bio, rating, total_reviews, is_superhost ON `hosts` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug, name)
	SELECT 'host', OLD.id, OLD.profile_slug, p.first_name FROM (SELECT 1) LEFT JOIN profiles p ON p.user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `hosts_preview_delete` AFTER DELETE ON `hosts` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug, name)
	SELECT 'host', OLD.id, OLD.profile_slug, p.first_name FROM (SELECT 1) LEFT JOIN profiles p ON p.user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_preview_update` AFTER UPDATE OF first_name, last_name, city, country, profile_photo_url ON `profiles`
WHEN EXISTS (SELECT 1 FROM hosts WHERE user_id = NEW.user_id) BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug, name)
	SELECT 'host', h.id, h.profile_slug, OLD.first_name FROM hosts h WHERE h.user_id = NEW.user_id;
END;
