% findall under a negation and inside a probabilistic rule
0.5::p(1). 0.5::p(2).
empty :- findall(X, p(X), []).
nonempty :- \+ empty.
0.5::flag :- findall(X, p(X), L), L = [_|_].
query(empty). query(nonempty). query(flag).
