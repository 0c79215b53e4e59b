% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a 3-state chain of 12 steps with an annotated disjunction per step and state
0.6::st(T, a); 0.3::st(T, b); 0.1::st(T, c) :- T > 0, T1 is T - 1, st(T1, a).
0.2::st(T, a); 0.5::st(T, b); 0.3::st(T, c) :- T > 0, T1 is T - 1, st(T1, b).
0.1::st(T, a); 0.1::st(T, b); 0.8::st(T, c) :- T > 0, T1 is T - 1, st(T1, c).
st(0, a).
query(st(12, _)).
query(st(5, c)).
