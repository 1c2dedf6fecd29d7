-- How many catalog rows are visible, kept by triggers so that /listings without filters reads its total from one row
-- instead of counting ~80 000 index entries per page at 100k listings (decision 052). Triggers custom: drizzle-kit
-- does not model them.
CREATE TABLE `catalog_counts` (
	`id` integer PRIMARY KEY NOT NULL,
	`visible` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO catalog_counts (id, visible) SELECT 1, count(*) FROM listing_catalog WHERE visible = 1;
--> statement-breakpoint
CREATE TRIGGER `listing_catalog_count_insert` AFTER INSERT ON `listing_catalog` WHEN NEW.visible = 1 BEGIN
	UPDATE catalog_counts SET visible = visible + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_catalog_count_delete` AFTER DELETE ON `listing_catalog` WHEN OLD.visible = 1 BEGIN
	UPDATE catalog_counts SET visible = visible - 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_catalog_count_visible` AFTER UPDATE OF visible ON `listing_catalog` WHEN NEW.visible IS NOT OLD.visible BEGIN
	UPDATE catalog_counts SET visible = visible + CASE WHEN NEW.visible = 1 THEN 1 ELSE -1 END WHERE id = 1;
END;
