% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% atoms that need quotes when printed
0.5::label('hello world') ; 0.5::label('It\'s').
0.5::sym([]) ; 0.5::sym('()').
0.5::mark('A') ; 0.5::mark(a).
query(label(L)).
query(sym(S)).
query(mark(M)).
