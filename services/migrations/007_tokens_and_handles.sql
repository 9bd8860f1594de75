-- Named tokens with scopes, an optional expiry and revocation (api/auth.py,
-- services/players.py). Only a SHA-256 of each token is kept. A player may
-- hold several; every request checks its token here, so a revocation is
-- refused at once by every API process.
CREATE TABLE IF NOT EXISTS player_tokens (
    token_id     text PRIMARY KEY,
    player_id    text NOT NULL REFERENCES players (player_id),
    name         text NOT NULL,
    token_sha256 bytea NOT NULL UNIQUE,
    scopes       text[] NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz,
    revoked_at   timestamptz
);
CREATE INDEX IF NOT EXISTS player_tokens_by_player ON player_tokens (player_id, created_at);

-- Tokens issued before scopes existed keep working with every network scope.
INSERT INTO player_tokens (token_id, player_id, name, token_sha256, scopes, created_at)
SELECT 'reg-' || player_id, player_id, 'registration', token_sha256,
       ARRAY['play', 'organize', 'read'], registered_at
FROM players
ON CONFLICT DO NOTHING;

-- The registration token now lives in player_tokens like every other.
ALTER TABLE players ALTER COLUMN token_sha256 DROP NOT NULL;

-- A unique handle per player for leaderboards and standings; the name stays a
-- display name that may repeat. Existing players get name-slug + their id.
ALTER TABLE players ADD COLUMN IF NOT EXISTS handle text;
UPDATE players
SET handle = trim(both '-' from lower(regexp_replace(name, '[^A-Za-z0-9_]+', '-', 'g'))) || '-' || player_id
WHERE handle IS NULL;
ALTER TABLE players ALTER COLUMN handle SET NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS players_handle ON players (handle);
