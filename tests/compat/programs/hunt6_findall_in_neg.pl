% hunt6 (ProbLog compatibility, 6th hunt): findall in neg
0.5::p(1). 0.4::p(2).
none :- \+ (findall(X, p(X), L), L \= []).
two :- findall(X, p(X), [_, _]).
query(none). query(two).
