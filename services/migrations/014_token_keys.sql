-- A token made with an Idempotency-Key (POST /players/me/tokens), so that its retries (to any
-- API process, or at once) get the first answer instead of a new token each. The key itself is
-- not kept: only its SHA-256 with the player's id, the request's fingerprint and the token it
-- made. The token's secret is kept sealed (AES-GCM under a key derived from the Idempotency-Key,
-- services/token_keys.py) for a day, then erased: a later resend is told which token the key
-- made, without its secret.
CREATE TABLE IF NOT EXISTS token_keys (
    key_sha256 bytea PRIMARY KEY,
    fingerprint bytea NOT NULL,
    token_id text NOT NULL REFERENCES player_tokens (token_id),
    sealed_token bytea,
    created_at timestamptz NOT NULL DEFAULT now()
);
-- The sweep that erases sealed secrets past their window finds them by age.
CREATE INDEX IF NOT EXISTS token_keys_sealed_by_age ON token_keys (created_at) WHERE sealed_token IS NOT NULL;
