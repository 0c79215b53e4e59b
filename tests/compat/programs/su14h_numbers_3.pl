% write/1 of numbers in various forms alongside queries
p :- X is 1.0e-10, write(X), nl, Y is 2 ** 70, write(Y), nl, Z is -0.0, write(Z), nl, W is 1.0e22, write(W), nl.
q :- X is 10 / 4, write(X), nl, Y is 10 // 4, write(Y), nl, Z is 7 mod -2, write(Z), nl.
r :- X is 3.0, write(X), nl, Y is 1.0e15, write(Y), nl, Z is 1.0e16, write(Z), nl.
query(p). query(q). query(r).
