-- A player may be a built-in bot, played by the server's bot runner.
ALTER TABLE players ADD COLUMN IF NOT EXISTS bot text;

-- Where each durable log follower (the tournament process manager) has got to
-- in the global log; written in the same transaction as what it did.
CREATE TABLE IF NOT EXISTS follower_checkpoints (
    name           text PRIMARY KEY,
    transaction_id bigint NOT NULL,
    position       bigint NOT NULL,
    updated_at     timestamptz NOT NULL DEFAULT now()
);
