% Comparison operators as atoms selected by a probabilistic choice.
0.3::cmp(<); 0.5::cmp(>); 0.2::cmp(=:=).
holds(X, Y) :- cmp(Op), G =.. [Op, X, Y], call(G).
query(holds(1, 2)). query(holds(2, 1)). query(holds(2, 2)). query(cmp(_)).
