-- Take away the givens of the orbits tried in places :first to :last.
DELETE FROM gen_puzzle
WHERE cell IN (SELECT o.cell FROM gen_orbit AS o JOIN gen_order AS g ON g.orbit = o.orbit WHERE g.pos BETWEEN :first AND :last);
