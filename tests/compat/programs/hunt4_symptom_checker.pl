0.05::disease(d1). 0.1::disease(d2). 0.02::disease(d3).
0.8::sym(s1) :- disease(d1).
0.3::sym(s1) :- disease(d2).
0.6::sym(s2) :- disease(d2).
0.9::sym(s2) :- disease(d3).
0.7::sym(s3) :- disease(d3).
0.05::sym(S) :- member(S, [s1, s2, s3]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(sym(s1)). evidence(sym(s2)). evidence(sym(s3), false).
query(disease(D)).
