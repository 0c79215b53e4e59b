% hunt24: negated ground calls of a recursive predicate after its open call (ProbLog's cache of ground answers); reach(a, e) is no answer and is evaluated, so cut_off(e) is certain
0.4::edge(a, b). 0.5::edge(b, c). 0.6::edge(a, c). 0.3::edge(c, d). 0.2::edge(d, a).
reach(X, Y) :- edge(X, Y).
reach(X, Y) :- edge(X, Z), reach(Z, Y).
cut_off(Y) :- \+ reach(a, Y).
query(reach(a, _)).
query(cut_off(d)).
query(cut_off(c)).
query(cut_off(a)).
query(cut_off(e)).
