-- Group the cells by the puzzle's symmetry, and order the groups at random.
-- A cell's partner: none (itself), rotational (turned half a circle about the
-- centre), mirror (reflected left to right), diagonal (reflected in the main
-- diagonal). An orbit is named by its lowest cell.

DELETE FROM gen_orbit;

INSERT INTO gen_orbit (cell, orbit)
SELECT id, min(id, CASE :symmetry
    WHEN 'rotational' THEN 80 - id
    WHEN 'mirror'     THEN 9 * (r - 1) + (9 - c)
    WHEN 'diagonal'   THEN 9 * (c - 1) + (r - 1)
    ELSE id
  END)
FROM cell;

DELETE FROM gen_order;

INSERT INTO gen_order (pos, orbit)
SELECT row_number() OVER (ORDER BY k.k, o.orbit), o.orbit
FROM (SELECT DISTINCT orbit FROM gen_orbit) AS o
JOIN gen_key AS k ON k.cell = o.orbit AND k.d = 0;

SELECT count(*) FROM gen_order;
