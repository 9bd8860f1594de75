-- A token made with another token (POST /players/me/tokens) names that token, its
-- parent: it lives no longer than its parent, holds no scope its parent lacks, and
-- a revoked or expired ancestor ends it (services/tokens.py). Registration tokens and
-- the operator's (clowder admin create-token) have none, as every older token.
ALTER TABLE player_tokens ADD COLUMN IF NOT EXISTS parent_token_id text REFERENCES player_tokens (token_id);
-- Revoking a token walks down to its descendants.
CREATE INDEX IF NOT EXISTS player_tokens_by_parent ON player_tokens (parent_token_id)
    WHERE parent_token_id IS NOT NULL;
