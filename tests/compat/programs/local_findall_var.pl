% a probabilistic rule over a findall whose template and goal variables are local
0.5::p(1, a). 0.3::p(2, b). p(3, c).
0.4::all_p(L) :- findall(X, p(X, _), L).
0.4::all_q(L) :- findall(X, p(X, Y), L).
query(all_p(_)). query(all_q(_)).
