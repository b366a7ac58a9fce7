-- Put back the givens of the orbits in places :first to :last: without them
-- the puzzle was no longer good.
INSERT OR IGNORE INTO gen_puzzle (cell, d)
SELECT gr.cell, gr.d
FROM gen_grid AS gr
JOIN gen_orbit AS o ON o.cell = gr.cell
JOIN gen_order AS g ON g.orbit = o.orbit
WHERE g.pos BETWEEN :first AND :last;
