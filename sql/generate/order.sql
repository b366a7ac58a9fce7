-- The orbits in the order they are tried (orbits.sql), each named by its lowest cell.
SELECT orbit FROM gen_order ORDER BY pos;
