CREATE TABLE `conversation_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`reporter_id` text,
	`reason` text NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `conversation_reports_conversation` ON `conversation_reports` (`conversation_id`,`status`);--> statement-breakpoint
ALTER TABLE `conversations` ADD `kind` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE `conversations` ADD `blocked_by` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `blocked_at` text;--> statement-breakpoint
CREATE INDEX `conversations_traveler` ON `conversations` (`traveler_id`,`last_message_at`);--> statement-breakpoint
ALTER TABLE `messages` ADD `attachments` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- The system user support conversations are held with (domain/vocabulary.ts SUPPORT_USER_ID): no e-mail, no
-- password, no identity, so nobody can sign in as it.
INSERT OR IGNORE INTO `users` (`id`, `role`) VALUES ('support', 'support');
