% a query over a three-place relation with many answers
item(I) :- between(1, 4, I).
0.5::link(A, B, w) :- item(A), item(B), A < B.
0.3::link(A, B, s) :- item(A), item(B), A + 1 =:= B.
query(link(_, _, _)).
