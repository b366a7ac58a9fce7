-- Search: read a solved board
--
-- What: the 81 digits of a solved board, as one string.
--
-- Why this shape: a solved cell holds one bit, digit d at bit 4(d-1), which
-- is 16^(d-1): written in hexadecimal that is a 1 and d-1 zeros, so the
-- length of the hexadecimal text is the digit.
--
-- This file writes the statement once, when the engine starts.

SELECT 'SELECT ' || group_concat(replace('length(printf(''%x'', $cell))', '$cell', name), ' || ' ORDER BY id) || ' FROM board' AS sql
FROM cell;
