% hunt12: evidence on an atom defined by findall/3, and a query on the facts
0.5::f(1). 0.5::f(2). 0.5::f(3).
two :- findall(X, f(X), L), L = [_, _].
evidence(two).
query(f(_)).
