% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% standard order of terms when sorting a mixed bag of observations
0.5::obs(o1, 3) ; 0.5::obs(o1, b).
0.5::obs(o2, f(x)) ; 0.5::obs(o2, 2.0).
obs(o3, a).
obs(o4, 1).
bag(S) :- findall(V, obs(_, V), L), sort(L, S).
smallest(X) :- bag([X|_]).
query(bag(S)).
query(smallest(X)).
