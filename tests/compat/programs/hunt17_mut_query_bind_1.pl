% hunt17: a mutant (agreeing with ProbLog) of hunt12_atom_number_is.pl: query-bind clause 9 arg 1; open-query-all
0.4::n(12).
0.3::n(7.5).
0.2::n(-3).
text(T) :- n(N), atom_number(T, N).
back(V) :- text(T), atom_number(T, V).
double(D) :- back(V), D is V * 2.
query(text(_)).
query(back(_)).
query(double(0.2)).
query(n(_)).
query(text(_)).
query(back(_)).
query(double(_)).
