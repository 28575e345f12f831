-- Issue 29: the VGC community figures for a date window or season (modules/community/vgc.ts) read the shared
-- members' counted matches of those days. Covering them lets the window read the index alone (a one-month window on
-- 300,000 matches: 156 ms by a sequential scan, 35 ms by this index). Written by hand: drizzle's index builder has no
-- INCLUDE, so the schema does not describe it and the snapshot leaves it out.
CREATE INDEX IF NOT EXISTS "vgc_matches_community_window_idx" ON "vgc_matches" ("date") INCLUDE ("user_id", "format", "player_team", "result") WHERE "special_result" IS NULL AND "wins" + "losses" > 0;
