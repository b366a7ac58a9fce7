-- Put back the implications kept for mode :mode (see keep.sql).

DELETE FROM imp;

INSERT INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT src, cell, d, truth, depth, pcell, pd, via FROM imp_kept WHERE mode = :mode;
