% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% Poole's ICL: diagnosis of a two-bit adder whose gates may be abnormal
gate(x1, xor, a, b, s1). gate(x2, xor, s1, cin, sum).
gate(a1, and, a, b, c1). gate(a2, and, s1, cin, c2). gate(o1, or, c1, c2, cout).
0.05::ab(G) :- gate(G, _, _, _, _).
0.5::stuck(G, 0); 0.5::stuck(G, 1) :- gate(G, _, _, _, _).
input(a, 1). input(b, 0). input(cin, 1).
val(W, V) :- input(W, V).
val(W, V) :- gate(G, T, I1, I2, W), \+ ab(G), val(I1, V1), val(I2, V2), op(T, V1, V2, V).
val(W, V) :- gate(G, _, _, _, W), ab(G), stuck(G, V).
op(xor, X, Y, Z) :- Z is X xor Y.
op(and, X, Y, Z) :- Z is X /\ Y.
op(or, X, Y, Z) :- Z is X \/ Y.
query(val(sum, _)).
query(val(cout, _)).
query(ab(_)).
evidence(val(sum, 1)).
