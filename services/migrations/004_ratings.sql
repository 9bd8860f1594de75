-- Elo ratings per player and game kind, derived from finished games
-- (services/ratings.py); rebuildable from the event log.
CREATE TABLE IF NOT EXISTS ratings (
    player_id  text NOT NULL,
    kind       text NOT NULL,
    rating     double precision NOT NULL,
    games      integer NOT NULL,
    wins       integer NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, player_id)
);
CREATE INDEX IF NOT EXISTS ratings_leaderboard ON ratings (kind, rating DESC);

-- Each finished game is rated once, whoever notices it first.
CREATE TABLE IF NOT EXISTS rated_games (
    game_id  text PRIMARY KEY,
    rated_at timestamptz NOT NULL DEFAULT now()
);
