-- Keep the implications of the mode in `imp` (numbered :mode), to be read
-- again on the same pencil marks after another mode's.

DELETE FROM imp_kept WHERE mode = :mode;

INSERT INTO imp_kept (mode, src, cell, d, truth, depth, pcell, pd, via)
SELECT :mode, src, cell, d, truth, depth, pcell, pd, via FROM imp;
