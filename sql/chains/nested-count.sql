-- How many candidates the inner rules made false at this stop (:depth), all levels' rules together.

SELECT count(*) FROM imp WHERE depth = :depth + 1 AND via = -2;
