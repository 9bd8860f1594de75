-- What the request behind an idempotency key said: a SHA-256 of the command
-- and its expected version as canonical JSON, on the batch's first row (the
-- one the unique index holds). A retry with the key and another request is
-- refused instead of being answered with the first append. Rows written
-- before this migration have NULL: their retries are answered as before.
ALTER TABLE events ADD COLUMN IF NOT EXISTS idempotency_fingerprint bytea;

-- Quotas (api/limits.py, services/quotas.py) count a player's open games and
-- an organizer's unfinished tournaments from the log: the creating events by
-- their author, and the events that close them by stream.
CREATE INDEX IF NOT EXISTS events_games_by_creator
    ON events ((data->>'created_by'), stream_id) WHERE type = 'lobby.game_created';
CREATE INDEX IF NOT EXISTS events_started_games
    ON events (stream_id) WHERE type = 'lobby.game_started';
CREATE INDEX IF NOT EXISTS events_tournaments_by_organizer
    ON events ((data->>'organizer'), stream_id) WHERE type = 'hosting.tournament_hosted';
CREATE INDEX IF NOT EXISTS events_finished_tournaments
    ON events (stream_id) WHERE type = 'tournament_finished';
