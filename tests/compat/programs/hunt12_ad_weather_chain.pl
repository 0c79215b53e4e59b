% hunt12: a two-step weather chain with annotated disjunctions in rule heads and evidence on day 2
0.5::w(0, sun); 0.3::w(0, rain); 0.2::w(0, snow).
0.7::w(T, sun); 0.2::w(T, rain); 0.1::w(T, snow) :- T > 0, T1 is T - 1, w(T1, sun).
0.3::w(T, sun); 0.5::w(T, rain); 0.2::w(T, snow) :- T > 0, T1 is T - 1, \+ w(T1, sun).
evidence(w(2, rain)).
query(w(0, _)).
query(w(1, _)).
