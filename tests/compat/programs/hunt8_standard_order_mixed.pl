% hunt8: standard order of mixed terms (numbers, atoms, strings, compounds, lists) in sort/2 and compare/3 over probabilistic facts
0.5::t(b). 0.5::t(1). 0.4::t("s"). 0.3::t(f(x)). 0.6::t(2.0). 0.7::t(g(a, b)). 0.2::t([1]).
first(F) :- findall(X, t(X), L), sort(L, [F|_]).
ord(O, X) :- t(X), compare(O, X, f(a)).
query(first(_)).
query(ord(_, _)).
