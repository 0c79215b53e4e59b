% digital circuit diagnosis: gates may be faulty (stuck-at), observations constrain the faults
gate(g1, and, [i1, i2], w1). gate(g2, or, [w1, i3], w2). gate(g3, xor, [w2, i1], out).
0.05::faulty(G) :- gate(G, _, _, _).
0.5::stuck(G, 0); 0.5::stuck(G, 1) :- faulty(G).
input(i1, 1). input(i2, 0). input(i3, 1).
value(W, V) :- input(W, V).
value(W, V) :- gate(G, Type, Ins, W), \+ faulty(G), vals(Ins, Vs), op(Type, Vs, V).
value(W, V) :- gate(G, _, _, W), faulty(G), stuck(G, V).
vals([], []).
vals([W|Ws], [V|Vs]) :- value(W, V), vals(Ws, Vs).
op(and, [A, B], V) :- V is A * B.
op(or, [A, B], V) :- V is max(A, B).
op(xor, [A, B], V) :- V is (A + B) mod 2.
evidence(value(out, 1)).
query(faulty(G)).
query(value(w2, V)).
query(stuck(G, V)).
