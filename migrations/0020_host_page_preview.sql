-- A host page's HTML draws the header card (decision 047): its languages and years of experience too, so changing
-- them purges the cached page as the share preview's fields already did. The response time is left out: it is
-- recomputed with every reply, and the app draws it afresh within the first second anyway.
-- Custom because drizzle-kit does not model triggers.
DROP TRIGGER `hosts_preview_update`;
--> statement-breakpoint
CREATE TRIGGER `hosts_preview_update` AFTER UPDATE OF status, profile_slug, host_type, bio, rating, total_reviews, is_superhost, languages, years_experience ON `hosts` BEGIN
	INSERT INTO preview_changes (entity, entity_id, slug, name)
	SELECT 'host', OLD.id, OLD.profile_slug, p.first_name FROM (SELECT 1) LEFT JOIN profiles p ON p.user_id = OLD.user_id;
END;
