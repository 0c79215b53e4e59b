% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% comparing random terms with compare/3 and @< on mixed types
0.5::left(1) ; 0.5::left(1.0).
0.5::right(a) ; 0.5::right(g(1)).
order(O) :- left(L), right(R), compare(O, L, R).
int_first(O) :- compare(O, 1, 1.0).
lt :- left(L), L @< 1.0.
query(order(O)).
query(int_first(O)).
query(lt).
