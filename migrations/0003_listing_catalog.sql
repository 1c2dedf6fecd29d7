CREATE TABLE `listing_catalog` (
	`key` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`listing_id` text NOT NULL,
	`host_id` text NOT NULL,
	`visible` integer NOT NULL,
	`published` integer NOT NULL,
	`published_at` text,
	`price` integer,
	`days` integer,
	`rating` real DEFAULT 0 NOT NULL,
	`reviews` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_listing` ON `listing_catalog` (`listing_id`);--> statement-breakpoint
CREATE INDEX `catalog_host` ON `listing_catalog` (`host_id`);--> statement-breakpoint
CREATE INDEX `catalog_newest` ON `listing_catalog` (`published_at`,`key`) WHERE visible = 1;--> statement-breakpoint
CREATE INDEX `catalog_kind_newest` ON `listing_catalog` (`kind`,`published_at`,`key`) WHERE visible = 1;--> statement-breakpoint
CREATE INDEX `catalog_price` ON `listing_catalog` (`price`,`key`) WHERE visible = 1;--> statement-breakpoint
CREATE INDEX `catalog_rating` ON `listing_catalog` (`rating`,`key`) WHERE visible = 1;--> statement-breakpoint
CREATE TABLE `listing_places` (
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`key` integer NOT NULL,
	`label` text NOT NULL,
	PRIMARY KEY(`kind`, `value`, `key`)
);
--> statement-breakpoint
CREATE INDEX `listing_places_key` ON `listing_places` (`key`);