-- Is the current position impossible? It is when an empty cell has no candidate
-- left, when a unit holds the same digit twice, or when some digit has no place
-- left in a unit. After a guess this is how a wrong guess shows itself.

SELECT
  EXISTS (SELECT 1 FROM cell
          WHERE id NOT IN (SELECT cell FROM grid) AND id NOT IN (SELECT cell FROM cand))
  OR EXISTS (SELECT 1 FROM grid AS g JOIN unit_cell AS uc ON uc.cell = g.cell
             GROUP BY uc.unit, g.d HAVING count(*) > 1)
  OR EXISTS (SELECT 1 FROM (SELECT uc.unit, g.d FROM grid AS g JOIN unit_cell AS uc ON uc.cell = g.cell
                            UNION
                            SELECT uc.unit, k.d FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell)
             GROUP BY unit HAVING count(*) < 9)
  AS broken;
