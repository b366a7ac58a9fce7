-- Each digit's places in the pencil marks as they are, as one text a digit.
-- Nishio follows one digit at a time, so what it finds for a digit depends on
-- that digit's places alone: when they are the same as when it last found
-- nothing, it finds nothing again, and that digit need not be assumed.

SELECT d, group_concat(cell, ',' ORDER BY cell) FROM cand GROUP BY d ORDER BY d;
