% traces printed inside findall over deterministic and probabilistic goals
item(a). item(b). item(c).
0.5::in_stock(b).
listed(L) :- findall(X, (item(X), writeln(visit(X))), L).
stocked(L) :- findall(X, (item(X), in_stock(X), writeln(stock(X))), L).
query(listed(_)). query(stocked(_)).
