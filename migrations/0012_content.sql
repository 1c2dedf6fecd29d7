CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_messages_status` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `blog_articles` ADD `is_featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_articles` ADD `seo_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_articles` ADD `scheduled_at` text;--> statement-breakpoint
ALTER TABLE `blog_articles` ADD `body_html` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_articles` ADD `toc` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_articles` ADD `reading_minutes` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_articles` ADD `photos` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `blog_articles_author` ON `blog_articles` (`author_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `blog_articles_scheduled` ON `blog_articles` (`status`,`scheduled_at`);