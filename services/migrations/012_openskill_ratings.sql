-- Ratings become OpenSkill (Weng-Lin, Plackett-Luce; services/ratings.py): a mean (mu) and an
-- uncertainty (sigma) per player and game kind; `rating` is now the shown value mu - 3 sigma.
-- Ratings are derived data and the event log is not touched: the Elo values are dropped and every
-- finished game is rated again, in log order, by the reactors' follower, whose checkpoints are
-- removed so that it reads the log from the start (every reactor is idempotent: deadlines, idle
-- games, bots and tournaments redo nothing that is done).
ALTER TABLE ratings ADD COLUMN IF NOT EXISTS mu double precision NOT NULL DEFAULT 25;
ALTER TABLE ratings ADD COLUMN IF NOT EXISTS sigma double precision NOT NULL DEFAULT 8.333333333333334;
TRUNCATE ratings, rated_games;
DELETE FROM follower_checkpoints WHERE name = 'reactors' OR name LIKE 'reactors:%';
