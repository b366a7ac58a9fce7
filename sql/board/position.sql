-- Load a position: the givens and the digits the player has placed since are
-- on the grid already (load.sql ran on both). Here the player's own digits
-- are told apart from the givens, and a candidate the player removed stays
-- removed: :puzzle holds the givens alone, and :marks holds nine characters a
-- cell, '0' where the player removed that digit and '1' where it may stay.

UPDATE grid SET how = 'placed'
WHERE substr(:puzzle, cell + 1, 1) NOT BETWEEN '1' AND '9';

DELETE FROM cand
WHERE substr(:marks, cell * 9 + d, 1) = '0';
