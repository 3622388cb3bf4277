-- A merchant's lottery settings (0019) get a version for optimistic concurrency (issue 15: a stale
-- page never overwrites a newer change). Each change of the row takes the next version and is made
-- only if the row is still at the version the console read; a game without a row is version 0, so
-- a row that exists has been written at least once and starts at 1.
ALTER TABLE lottery_game_settings ADD COLUMN version integer NOT NULL DEFAULT 1;
