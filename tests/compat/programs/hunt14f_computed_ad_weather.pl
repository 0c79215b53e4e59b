% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Weather transitions with computed probabilities in an annotated disjunction head
trans(sun, sun, 0.7). trans(sun, rain, 0.3).
trans(rain, sun, 0.4). trans(rain, rain, 0.6).
P1::w(T, sun); P2::w(T, rain) :- T > 0, Prev is T - 1, w(Prev, S), trans(S, sun, P1), trans(S, rain, P2).
w(0, sun).
umbrella(T) :- w(T, rain).
query(w(3, _)).
query(umbrella(2)).
evidence(w(1, rain)).
