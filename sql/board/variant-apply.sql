-- Apply, on a variant: a placed digit leaves every peer of its cell, the
-- extra units' and a knight's or king's move apart included. Run before
-- apply.sql, which removes it from the row, column and box (or region) and
-- clears what was found.

DELETE FROM cand
WHERE (cell, d) IN (SELECT p.peer, f.d FROM found AS f JOIN peer AS p ON p.cell = f.cell WHERE f.act = 'place');
