-- A nested chain's inner chains for one assumption (:src), for the explanation:
-- the candidate each removed and its nodes (see inner-found.sql).

SELECT cell, d, nodes FROM nested_chain WHERE src = :src;
