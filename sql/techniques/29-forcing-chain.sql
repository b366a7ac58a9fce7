-- Technique: Forcing chain
-- Rating: 7.0
-- Chains: xy
-- Group: static chains
-- Summary: XY-chains, remote pair, W-Wing and mixed chains
--
-- Rule: as a forcing X-chain, but the chain may also pass between the digits
-- of a cell: a true digit makes the cell's other digits false, and a false
-- digit of a cell with only two makes the other one true. This covers the
-- XY-chain, the remote pair and the W-Wing. If assuming a candidate true
-- leads to it being false, it is false; if assuming it false leads to it
-- being true, it is true. Longer chains rate more, as for X-chains.

INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT CASE i.truth WHEN 0 THEN 'elim' ELSE 'place' END, i.cell, i.d, NULL, i.cell, i.d,
       7.0 + 0.1 * (SELECT count(*) FROM length_step WHERE i.depth + 1 - 2 > above),
       i.src || ':' || i.cell || ':' || i.d || ':' || i.truth
FROM imp AS i
WHERE i.src = 20 * i.cell + 2 * i.d + 1 - i.truth AND i.depth > 0;
