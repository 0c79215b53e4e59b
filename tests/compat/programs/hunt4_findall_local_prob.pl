0.5::p(1, a). 0.5::p(2, b). 0.5::p(3, a).
0.4::all_p(L) :- findall(X, p(X, _), L).
query(all_p(L)).
