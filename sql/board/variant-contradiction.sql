-- Is the current position impossible, on a variant? What contradiction.sql
-- does not see: two peers holding the same digit (peers a knight's or king's
-- move apart, or in an extra unit), or an extra unit with neither a place nor
-- a candidate for some digit, or a killer's cage that no combination of
-- digits can fill any more (a full cage with the wrong sum among them).

SELECT EXISTS (
         SELECT 1 FROM grid AS a JOIN peer AS p ON p.cell = a.cell JOIN grid AS b ON b.cell = p.peer AND b.d = a.d
       )
    OR EXISTS (
         SELECT 1
         FROM unit AS u CROSS JOIN digit AS x
         WHERE u.id >= 27
           AND NOT EXISTS (SELECT 1 FROM unit_cell AS uc JOIN grid AS g ON g.cell = uc.cell WHERE uc.unit = u.id AND g.d = x.d)
           AND NOT EXISTS (SELECT 1 FROM unit_cell AS uc JOIN cand AS k ON k.cell = uc.cell WHERE uc.unit = u.id AND k.d = x.d)
       )
    OR (SELECT count(DISTINCT cage) FROM cage_option) < (SELECT count(*) FROM cage) AS broken;
