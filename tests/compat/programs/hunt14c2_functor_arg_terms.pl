% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% inspecting random terms with functor/3 and arg/3
0.5::shape(circle(2)) ; 0.3::shape(rect(2, 3)) ; 0.2::shape(tri(1, 1, 1)).
sides(N) :- shape(S), functor(S, _, N).
first_dim(D) :- shape(S), arg(1, S, D).
kind(K) :- shape(S), functor(S, K, _).
query(sides(N)).
query(first_dim(D)).
query(kind(K)).
