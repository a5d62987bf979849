-- replaces: 090_play.sql
-- Created with play's tables until they were split by owner.

-- Which game provider serves a game (apps/server/src/providers/games).
ALTER TABLE games ADD COLUMN provider text NOT NULL DEFAULT 'builtin';
