-- Technique: Forcing X-chain
-- Rating: 6.6
-- Chains: x
-- Group: static chains
-- Summary: turbot fish, skyscraper, 2-string kite, X-chains
--
-- Rule: follow one digit along its links: where it is true, its peers are
-- false; where one of the only two places in a unit is false, the other is
-- true. If assuming a candidate true leads, link by link, to it being false,
-- it is false; if assuming it false leads to it being true, it is true. The
-- shortest form, a turbot fish, covers the skyscraper and the 2-string kite.
-- Longer chains rate 0.1 more at 4, 6, 8, 12, 16... links past the first two.

INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT CASE i.truth WHEN 0 THEN 'elim' ELSE 'place' END, i.cell, i.d, NULL, i.cell, i.d,
       6.6 + 0.1 * (SELECT count(*) FROM length_step WHERE i.depth + 1 - 2 > above),
       i.src || ':' || i.cell || ':' || i.d || ':' || i.truth
FROM imp AS i
WHERE i.src = 20 * i.cell + 2 * i.d + 1 - i.truth AND i.depth > 0;
