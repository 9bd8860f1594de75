-- The transparency log (docs/transparency.md): one Merkle tree leaf per recorded
-- batch of every chained game, appended in order by one writer that follows the
-- global log (services/transparency/), its checkpoint in follower_checkpoints in
-- the same transaction. Append-only: nothing here is ever updated or deleted.

-- Leaf i of the tree: a game's batch (its version range) and the chain hash at its
-- last version; leaf_hash = SHA-256(0x00 || entry) as RFC 9162 hashes a leaf.
CREATE TABLE IF NOT EXISTS transparency_leaves (
    leaf_index    bigint PRIMARY KEY CHECK (leaf_index >= 0),
    game_id       text NOT NULL,
    first_version bigint NOT NULL,
    last_version  bigint NOT NULL,
    head          text NOT NULL,
    leaf_hash     bytea NOT NULL,
    -- When the batch was committed (its last event's recorded_at) and when it was logged:
    -- the difference is the log's delay, which docs/transparency.md bounds.
    recorded_at   timestamptz NOT NULL,
    logged_at     timestamptz NOT NULL DEFAULT now()
);
-- The inclusion proof of a game's version finds its leaf here.
CREATE INDEX IF NOT EXISTS transparency_leaves_by_game ON transparency_leaves (game_id, last_version);

-- The hash of every perfect subtree: node (level, node_index) covers leaves
-- [node_index * 2^level, (node_index + 1) * 2^level); level 0 holds the leaf hashes.
-- Any proof against any tree size is built from these (about two rows per leaf).
CREATE TABLE IF NOT EXISTS transparency_nodes (
    level      smallint NOT NULL CHECK (level >= 0 AND level < 63),
    node_index bigint NOT NULL CHECK (node_index >= 0),
    hash       bytea NOT NULL,
    PRIMARY KEY (level, node_index)
);

-- Every signed tree head ever published, kept forever. timestamp_ms grows strictly
-- from one head to the next (a heartbeat repeats the size and root with a new time).
CREATE TABLE IF NOT EXISTS transparency_heads (
    timestamp_ms bigint PRIMARY KEY,
    tree_size    bigint NOT NULL CHECK (tree_size >= 0),
    root_hash    bytea NOT NULL,
    key_id       text NOT NULL,
    signature    bytea NOT NULL
);
CREATE INDEX IF NOT EXISTS transparency_heads_by_size ON transparency_heads (tree_size, timestamp_ms);
