% hunt13b: arithmetic over values drawn by annotated disjunctions: mod/rem/div/// with signs, **, ^, min/max, sign, truncations, bit operations
0.25::a(-7); 0.25::a(7); 0.25::a(-2.5); 0.25::a(12).
0.5::b(2); 0.3::b(-3); 0.2::b(4).
int_ops(A, B, [Q, M, R, D]) :- a(A), b(B), integer(A), Q is A // B, M is A mod B, R is A rem B, D is A div B.
pow(A, B, [P, C]) :- a(A), b(B), B > 0, P is A ** B, C is A ^ B.
mixed(A, [Mn, Mx, S, T, F, C, Ro]) :- a(A), Mn is min(A, 3.0), Mx is max(A, -1), S is sign(A), T is truncate(A), F is floor(A), C is ceiling(A), Ro is round(A).
bits(A, [X, Y, Z, N]) :- a(A), integer(A), X is A /\ 6, Y is A \/ 1, Z is A xor 5, N is \ A.
div(A, B, Q) :- a(A), b(B), Q is A / B.
query(int_ops(_, _, _)). query(pow(_, _, _)). query(mixed(_, _)). query(bits(_, _)). query(div(_, _, _)).
