-- Every deleted media_objects row puts its key in media_trash in the same transaction, so an R2 delete that fails
-- after it is retried by the housekeeping cron (worker/services/media-sweep.ts). Storing the same key again takes it
-- back out, so a re-upload is never deleted by a late clean-up. Custom because drizzle-kit does not model triggers.

CREATE TRIGGER `media_objects_trash` AFTER DELETE ON `media_objects` BEGIN
	INSERT OR IGNORE INTO media_trash (key) VALUES (OLD.key);
END;
--> statement-breakpoint
CREATE TRIGGER `media_objects_untrash` AFTER INSERT ON `media_objects` BEGIN
	DELETE FROM media_trash WHERE key = NEW.key;
END;
