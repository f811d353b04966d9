"""The record's schema and its history: what each version's table looks like, the migrations
between them, and how a reader sees an older version's rows without migrating them."""

V2_COLUMNS = "kind, date, puzzle, words, colours, solved, hard, skill, luck, solver_guesses, key"
COLUMNS = f"{V2_COLUMNS}, rows"  # rows: the game's row limit (--rows); NULL before version 4

# Version 1 kept --date games beside the daily ones: a game written more than a day after its
# puzzle's date was an archive game.
WAS_ARCHIVE = "julianday(substr(recorded, 1, 10)) - julianday(date) > 1"
V1_KIND = f"CASE WHEN {WAS_ARCHIVE} THEN 'archive' ELSE 'daily' END"
V1_FIELDS = "date, puzzle, words, colours, solved, hard, skill, luck, solver_guesses"
# MIGRATIONS[i] brings the database from version i to i + 1 (statements run in order).
MIGRATIONS = [
    [
        """
    CREATE TABLE games (date TEXT PRIMARY KEY, puzzle INTEGER NOT NULL, words TEXT NOT NULL,
        colours TEXT NOT NULL, solved INTEGER NOT NULL, hard INTEGER NOT NULL, skill REAL, luck REAL,
        solver_guesses INTEGER, recorded TEXT NOT NULL)
    """
    ],
    [
        """
    CREATE TABLE played (
        key TEXT PRIMARY KEY,       -- which game: see the module's docstring
        kind TEXT NOT NULL CHECK (kind IN ('daily', 'archive', 'practice')),
        date TEXT,                  -- the puzzle's date (NULL: practice)
        puzzle INTEGER,
        words TEXT NOT NULL,
        colours TEXT NOT NULL,
        solved INTEGER NOT NULL,
        hard INTEGER NOT NULL,
        skill REAL,
        luck REAL,
        solver_guesses INTEGER,
        recorded TEXT NOT NULL
    )
    """,
        f"INSERT INTO played SELECT CASE WHEN {WAS_ARCHIVE}"
        " THEN 'archive:' || puzzle || ':' || words ELSE 'daily:' || puzzle END,"
        f" {V1_KIND}, {V1_FIELDS}, recorded FROM games",
        "DROP TABLE games",
    ],
    [  # version 2 keyed archive games by their words too: the first of each puzzle takes its key
        # (later replays already kept stay under their old keys: a migration deletes no game)
        "UPDATE played SET key = 'archive:' || puzzle WHERE kind = 'archive' AND NOT EXISTS ("
        " SELECT 1 FROM played AS q WHERE q.kind = 'archive' AND q.puzzle = played.puzzle"
        " AND (q.recorded, q.rowid) < (played.recorded, played.rowid))",
    ],
    [  # version 4 keeps each game's rows: a --rows 8 game was read as one of 6 ("8/6", "X/6");
        # the games before have none (NULL), and readers take them as record.legacy_rows says
        "ALTER TABLE played ADD COLUMN rows INTEGER",
    ],
]
# How a reader sees an older version's rows without migrating them (no write lock).
LEGACY_READ = {
    1: f"SELECT {V1_KIND}, {V1_FIELDS}, NULL, NULL FROM games",  # no key: no practice game; no rows
    2: f"SELECT {V2_COLUMNS}, NULL FROM played",  # no rows
    3: f"SELECT {V2_COLUMNS}, NULL FROM played",
}
READ = f"SELECT {COLUMNS} FROM played"
