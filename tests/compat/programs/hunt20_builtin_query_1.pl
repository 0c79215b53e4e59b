% queries of builtins whose answers keep unbound variables: ProbLog's numbering at the top level (length, findall, =, =.., sort)
:- use_module(library(lists)).
query(length([P|T], 3)).
query(findall(X, member(X, [A, B, A]), L)).
query(findall(Y-Z, member(W, [1, 2]), L2)).
query(U = V).
query(f(C, D) = f(D, E)).
query(R =.. [g, S, S, Q]).
query(sort([K, J, K], M)).
query(findall(N, (N = f(O)), NL)).
