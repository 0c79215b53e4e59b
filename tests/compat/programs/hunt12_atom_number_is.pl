% hunt12: atom_number/2 both ways, with integers, floats and negative numbers (atoms made by atom_number itself)
0.4::n(12). 0.3::n(7.5). 0.2::n(-3).
text(T) :- n(N), atom_number(T, N).
back(V) :- text(T), atom_number(T, V).
double(D) :- back(V), D is V * 2.
query(text(_)).
query(back(_)).
query(double(_)).
