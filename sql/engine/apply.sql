-- Apply what a technique found: write each placed digit, clear that cell's
-- pencil marks, remove the digit from its peers, then remove every eliminated
-- candidate. :how says whether a digit came from logic or from a guess.

INSERT OR IGNORE INTO grid (cell, d, how)
SELECT cell, d, :how FROM found WHERE act = 'place';

DELETE FROM cand WHERE cell IN (SELECT cell FROM found WHERE act = 'place');

DELETE FROM cand
WHERE (cell, d) IN (SELECT p.peer, f.d FROM found AS f JOIN peer AS p ON p.cell = f.cell
                    WHERE f.act = 'place');

DELETE FROM cand WHERE (cell, d) IN (SELECT cell, d FROM found WHERE act = 'elim');

DELETE FROM found;
