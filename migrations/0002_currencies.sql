-- The currencies of spec §9 (rates against the euro); admins may edit the rates later.
INSERT INTO `currencies` (`code`, `symbol`, `name`, `rate`) VALUES
	('EUR', '€', 'Euro', 1),
	('USD', '$', 'US Dollar', 1.1),
	('GBP', '£', 'British Pound', 0.85),
	('CAD', 'C$', 'Canadian Dollar', 1.45);
