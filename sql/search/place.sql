-- Search: place a guess
--
-- What: writes digit :digit (as a mask, see schema.sql) in one cell and takes
-- it from the cell's 20 peers. One statement per cell, 81 in all, so each
-- names its own peers; the search picks the one for the cell it guesses in.
--
-- Why this shape: taking the digit from the peers here, rather than leaving
-- it to the next round of singles, saves a round per guess. If a peer is left
-- with no candidate, the board's CHECK fails and the guess is dead at once.
--
-- This file writes the 81 statements once, when the engine starts, from the
-- `peer` table; row n is the statement for cell n.

SELECT 'UPDATE board SET ' || c.name || ' = :digit, ' ||
       (SELECT group_concat(p.name || ' = ' || p.name || ' & ~:digit', ', ' ORDER BY p.id)
        FROM peer JOIN cell AS p ON p.id = peer.peer
        WHERE peer.cell = c.id) AS sql
FROM cell AS c
ORDER BY c.id;
