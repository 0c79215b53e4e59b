% hunt6 (ProbLog compatibility, 6th hunt): neg findall empty
0.3::p(1). 0.4::p(2).
nothing :- findall(X, p(X), []).
something :- \+ nothing.
query(nothing). query(something).
