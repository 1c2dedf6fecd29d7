DROP TABLE `email_templates`;--> statement-breakpoint
DROP TABLE `marketing_sends`;--> statement-breakpoint
DROP TABLE `marketing_templates`;