-- Keeps old public links working (table slug_redirects, read by worker/db/slug-redirects.ts). Custom because
-- drizzle-kit does not model triggers; triggers so that no write path can forget. A changed slug is kept pointing at
-- its entity; a slug an entity takes (insert or change) is live, so any redirect of it is dropped (a live slug always
-- wins); a deleted listing's old slugs go. A profile slug cleared (only account erasure does) drops the person's old
-- slugs too. Profile and host slugs share one namespace (hosts.profile_slug is kept equal to profiles.profile_slug),
-- so people are one kind, "profile".

CREATE TRIGGER `tours_slug_redirect_update` AFTER UPDATE OF slug ON `tours` WHEN OLD.slug IS NOT NEW.slug BEGIN
	INSERT OR REPLACE INTO slug_redirects (kind, old_slug, entity_id)
		SELECT 'tour', lower(OLD.slug), OLD.id WHERE OLD.slug IS NOT NULL AND OLD.slug <> '';
	DELETE FROM slug_redirects WHERE kind = 'tour' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `tours_slug_redirect_insert` AFTER INSERT ON `tours` WHEN NEW.slug IS NOT NULL BEGIN
	DELETE FROM slug_redirects WHERE kind = 'tour' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `tours_slug_redirect_delete` AFTER DELETE ON `tours` BEGIN
	DELETE FROM slug_redirects WHERE kind = 'tour' AND entity_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_slug_redirect_update` AFTER UPDATE OF slug ON `group_tours` WHEN OLD.slug IS NOT NEW.slug BEGIN
	INSERT OR REPLACE INTO slug_redirects (kind, old_slug, entity_id)
		SELECT 'group_tour', lower(OLD.slug), OLD.id WHERE OLD.slug IS NOT NULL AND OLD.slug <> '';
	DELETE FROM slug_redirects WHERE kind = 'group_tour' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_slug_redirect_insert` AFTER INSERT ON `group_tours` WHEN NEW.slug IS NOT NULL BEGIN
	DELETE FROM slug_redirects WHERE kind = 'group_tour' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `group_tours_slug_redirect_delete` AFTER DELETE ON `group_tours` BEGIN
	DELETE FROM slug_redirects WHERE kind = 'group_tour' AND entity_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_slug_redirect_update` AFTER UPDATE OF slug ON `rental_cars` WHEN OLD.slug IS NOT NEW.slug BEGIN
	INSERT OR REPLACE INTO slug_redirects (kind, old_slug, entity_id)
		SELECT 'rental_car', lower(OLD.slug), OLD.id WHERE OLD.slug IS NOT NULL AND OLD.slug <> '';
	DELETE FROM slug_redirects WHERE kind = 'rental_car' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_slug_redirect_insert` AFTER INSERT ON `rental_cars` WHEN NEW.slug IS NOT NULL BEGIN
	DELETE FROM slug_redirects WHERE kind = 'rental_car' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `rental_cars_slug_redirect_delete` AFTER DELETE ON `rental_cars` BEGIN
	DELETE FROM slug_redirects WHERE kind = 'rental_car' AND entity_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_slug_redirect_update` AFTER UPDATE OF slug ON `drivers` WHEN OLD.slug IS NOT NEW.slug BEGIN
	INSERT OR REPLACE INTO slug_redirects (kind, old_slug, entity_id)
		SELECT 'driver', lower(OLD.slug), OLD.id WHERE OLD.slug IS NOT NULL AND OLD.slug <> '';
	DELETE FROM slug_redirects WHERE kind = 'driver' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_slug_redirect_insert` AFTER INSERT ON `drivers` WHEN NEW.slug IS NOT NULL BEGIN
	DELETE FROM slug_redirects WHERE kind = 'driver' AND old_slug = lower(NEW.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `drivers_slug_redirect_delete` AFTER DELETE ON `drivers` BEGIN
	DELETE FROM slug_redirects WHERE kind = 'driver' AND entity_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_slug_redirect_update` AFTER UPDATE OF profile_slug ON `profiles`
	WHEN OLD.profile_slug IS NOT NEW.profile_slug AND NEW.profile_slug IS NOT NULL BEGIN
	INSERT OR REPLACE INTO slug_redirects (kind, old_slug, entity_id)
		SELECT 'profile', lower(OLD.profile_slug), OLD.user_id WHERE OLD.profile_slug IS NOT NULL AND OLD.profile_slug <> '';
	DELETE FROM slug_redirects WHERE kind = 'profile' AND old_slug = lower(NEW.profile_slug);
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_slug_redirect_clear` AFTER UPDATE OF profile_slug ON `profiles`
	WHEN OLD.profile_slug IS NOT NULL AND NEW.profile_slug IS NULL BEGIN
	DELETE FROM slug_redirects WHERE kind = 'profile' AND entity_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_slug_redirect_insert` AFTER INSERT ON `profiles` WHEN NEW.profile_slug IS NOT NULL BEGIN
	DELETE FROM slug_redirects WHERE kind = 'profile' AND old_slug = lower(NEW.profile_slug);
END;
