% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% left-recursive transitive closure (ProbLog tables it)
0.7::road(x, y). 0.6::road(y, z). 0.5::road(z, x). 0.4::road(y, w).
route(A, B) :- route(A, C), road(C, B).
route(A, B) :- road(A, B).
query(route(x, B)).
