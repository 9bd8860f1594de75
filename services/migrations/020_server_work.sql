-- The server's work on a player's behalf: each game with a server-played bot seated that
-- the player's budget paid for (a lobby game's creator, a tournament's organizer), once per
-- game, so a retried start is not paid twice (services/server_work.py).
CREATE TABLE IF NOT EXISTS server_work (
    player_id text NOT NULL,
    game_id   text NOT NULL,
    spent_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (player_id, game_id)
);
CREATE INDEX IF NOT EXISTS server_work_recent ON server_work (player_id, spent_at);
