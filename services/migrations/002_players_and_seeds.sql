-- Players and their API tokens (only a SHA-256 of each token is kept).
CREATE TABLE IF NOT EXISTS players (
    player_id    text PRIMARY KEY,
    name         text NOT NULL,
    token_sha256 bytea NOT NULL UNIQUE,
    registered_at timestamptz NOT NULL DEFAULT now()
);

-- Each game's secret seed, fixed at creation. It never leaves the server while
-- the game runs; once the game has ended it is published for audit.
CREATE TABLE IF NOT EXISTS game_seeds (
    game_id    text PRIMARY KEY,
    seed       bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
