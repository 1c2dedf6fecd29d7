CREATE TABLE `slug_redirects` (
	`kind` text NOT NULL,
	`old_slug` text NOT NULL,
	`entity_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`kind`, `old_slug`)
);
--> statement-breakpoint
CREATE INDEX `slug_redirects_entity` ON `slug_redirects` (`entity_id`);