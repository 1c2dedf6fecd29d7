CREATE INDEX `drivers_admin_created` ON `drivers` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `drivers_admin_updated` ON `drivers` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `drivers_admin_published` ON `drivers` (coalesce("published_at", ''),`id`);--> statement-breakpoint
CREATE INDEX `drivers_admin_title` ON `drivers` (lower("title"),`id`);--> statement-breakpoint
CREATE INDEX `drivers_admin_views` ON `drivers` (`views_count`,`id`);--> statement-breakpoint
CREATE INDEX `group_tours_admin_created` ON `group_tours` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `group_tours_admin_updated` ON `group_tours` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `group_tours_admin_published` ON `group_tours` (coalesce("published_at", ''),`id`);--> statement-breakpoint
CREATE INDEX `group_tours_admin_title` ON `group_tours` (lower("title"),`id`);--> statement-breakpoint
CREATE INDEX `group_tours_admin_views` ON `group_tours` (`views_count`,`id`);--> statement-breakpoint
CREATE INDEX `rental_cars_admin_created` ON `rental_cars` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `rental_cars_admin_updated` ON `rental_cars` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `rental_cars_admin_published` ON `rental_cars` (coalesce("published_at", ''),`id`);--> statement-breakpoint
CREATE INDEX `rental_cars_admin_title` ON `rental_cars` (lower("title"),`id`);--> statement-breakpoint
CREATE INDEX `rental_cars_admin_views` ON `rental_cars` (`views_count`,`id`);--> statement-breakpoint
CREATE INDEX `tours_admin_created` ON `tours` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tours_admin_updated` ON `tours` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `tours_admin_published` ON `tours` (coalesce("published_at", ''),`id`);--> statement-breakpoint
CREATE INDEX `tours_admin_title` ON `tours` (lower("title"),`id`);--> statement-breakpoint
CREATE INDEX `tours_admin_views` ON `tours` (`views_count`,`id`);