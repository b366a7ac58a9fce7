-- Nested forcing chains, level 2: the assumptions whose grid the static
-- chains must look at, at this stop: still alive, not served by a simple
-- inner rule (chains/nested-inner.sql, run just before), and changed since
-- the last stop (:since, -1 at the first): on an unchanged grid the chains
-- would find nothing again. Returns them in order, for batches.

DELETE FROM inner_todo;

INSERT INTO inner_todo (src)
SELECT DISTINCT i.src FROM imp AS i
WHERE i.depth > :since
  AND i.src NOT IN (SELECT src FROM dead_src)
  AND i.src NOT IN (SELECT src FROM nested_new);

SELECT src FROM inner_todo ORDER BY src;
